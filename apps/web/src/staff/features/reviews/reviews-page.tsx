import { PROFILE_REVIEW_STATUSES, type ProfileReviewStatus } from '@mp/contract/desk/constants';
import type { DeskProfileReview } from '@mp/contract/desk/schemas';
import { formatDateTime } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { reviewsQuery, useVerifyReview } from './api/reviews';
import { RejectDialog } from './reject-dialog';
import styles from './reviews.module.css';

type Lang = 'en' | 'es';
const isStatus = (value: string | null): value is ProfileReviewStatus =>
  (PROFILE_REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/** Profile reviews: each contact-details change with its values before and after. */
export function Component() {
  const { t, language } = useConsoleText('consoleDesk');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ProfileReviewStatus = isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useQuery(reviewsQuery(status, page));
  const canDecide = usePermission('profile_review:decide');
  const verify = useVerifyReview();
  const [rejecting, setRejecting] = useState<DeskProfileReview | null>(null);

  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    search.set('status', next.status ?? status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const onVerify = async (id: number) => {
    try {
      await verify.mutateAsync(id);
      notify('success', 'profile_review_verified');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  const data = reviews.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <ConsolePage title={t('reviews.title')} subtitle={t('reviews.subtitle')}>
      <Tabs<ProfileReviewStatus>
        isCompact
        label={t('reviews.status.label')}
        tabs={PROFILE_REVIEW_STATUSES.map((key) => ({ key, label: t(`reviews.status.${key}`) }))}
        selectedKey={status}
        onSelect={(key) => go({ status: key })}
      >
        {reviews.isError ? (
          <div className={styles.section}>
            <NotificationBar type="error" message={t('loadError')} autoHideMs={0} />
            <Button variant="secondary" size="small" onClick={() => reviews.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : !data ? (
          <div aria-busy="true" className={styles.list}>
            {[0, 1].map((i) => (
              <Skeleton key={i} height={160} radius={12} />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<UserCheck size={28} aria-hidden="true" />}
            title={t('reviews.emptyTitle')}
            text={t('reviews.emptyText')}
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('reviews.count', { count: data.total })}
            </p>
            <ol className={styles.list}>
              {data.items.map((item) => (
                <ReviewItem
                  key={item.id}
                  item={item}
                  t={t}
                  lang={lang}
                  canDecide={canDecide && item.status === 'pending'}
                  isVerifying={verify.isPending && verify.variables === item.id}
                  onVerify={() => onVerify(item.id)}
                  onReject={() => setRejecting(item)}
                />
              ))}
            </ol>
            {pages > 1 && (
              <nav className={styles.pager} aria-label={t('page', { page: data.page, pages })}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={data.page <= 1}
                  onClick={() => go({ page: data.page - 1 })}
                >
                  {t('previous')}
                </Button>
                <span>{t('page', { page: data.page, pages })}</span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={data.page >= pages}
                  onClick={() => go({ page: data.page + 1 })}
                >
                  {t('next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </Tabs>
      {rejecting && <RejectDialog review={rejecting} onClose={() => setRejecting(null)} />}
    </ConsolePage>
  );
}

function ReviewItem({
  item,
  t,
  lang,
  canDecide,
  isVerifying,
  onVerify,
  onReject,
}: {
  item: DeskProfileReview;
  t: ConsoleT<'consoleDesk'>;
  lang: Lang;
  canDecide: boolean;
  isVerifying: boolean;
  onVerify: () => void;
  onReject: () => void;
}) {
  const name = `${item.member.first_name} ${item.member.last_name}`;
  const titleId = `review-${item.id}`;
  const value = (text: string | null | undefined, className: string) =>
    text ? (
      <span className={className}>{text}</span>
    ) : (
      <span className={styles.empty}>{t('reviews.empty')}</span>
    );
  return (
    <li>
      <Card as="article" className={styles.item} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {name}
          </h2>
          <span className={styles.meta}>
            {t('reviews.requested', { time: formatDateTime(new Date(item.created_at), lang) })}
          </span>
        </div>
        <p className={styles.meta}>
          <span>
            {item.member.vida_member_id !== null
              ? t('memberId', { id: item.member.vida_member_id })
              : t('noMemberId')}
          </span>
          <span>{item.member.email}</span>
          <span>{t(`language.${item.member.language}`)}</span>
        </p>
        <table className={styles.table}>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reviews.field')}</th>
              <th scope="col">{t('reviews.before')}</th>
              <th scope="col">{t('reviews.after')}</th>
            </tr>
          </thead>
          <tbody>
            {item.fields.map((field) => (
              <tr key={field}>
                <th scope="row">{t(`fields.${field}`)}</th>
                <td>{value(item.previous_values[field], styles.before ?? '')}</td>
                <td>{value(item.new_values[field], styles.after ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {item.reviewed_at && (
          <p className={styles.decision}>
            {t('reviews.decided', {
              time: formatDateTime(new Date(item.reviewed_at), lang),
              name: item.reviewed_by?.name ?? '—',
            })}
            {item.reject_reason && (
              <>
                <br />
                {t('reviews.rejectReason', { reason: item.reject_reason })}
              </>
            )}
          </p>
        )}
        {canDecide && (
          <div className={styles.actions}>
            <Button onClick={onVerify} isLoading={isVerifying}>
              {t('reviews.verify')}
            </Button>
            <Button variant="secondary" onClick={onReject}>
              {t('reviews.reject')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
