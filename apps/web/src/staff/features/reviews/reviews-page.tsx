import { PROFILE_REVIEW_STATUSES } from '@mp/contract/desk/constants';
import type { DeskProfileReview } from '@mp/contract/desk/schemas';
import { formatDateTime } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { DeskQueue, QueueItem, useQueueParams } from '@/staff/lib/desk';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { reviewsQuery, useVerifyReview } from './api/reviews';
import { RejectDialog } from './reject-dialog';
import styles from './reviews.module.css';

type Lang = 'en' | 'es';

/** Profile reviews: each contact-details change with its values before and after. */
export function Component() {
  const { t, language } = useConsoleText('consoleDesk');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const { status, page, go } = useQueueParams(PROFILE_REVIEW_STATUSES, 'pending');
  const reviews = useQuery(reviewsQuery(status, page));
  const canDecide = usePermission('profile_review:decide');
  const verify = useVerifyReview();
  const [rejecting, setRejecting] = useState<DeskProfileReview | null>(null);

  const onVerify = async (id: number) => {
    try {
      await verify.mutateAsync(id);
      notify('success', 'profile_review_verified');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };

  return (
    <ConsolePage title={t('reviews.title')} subtitle={t('reviews.subtitle')}>
      <DeskQueue
        label={t('reviews.status.label')}
        tabs={PROFILE_REVIEW_STATUSES.map((key) => ({ key, label: t(`reviews.status.${key}`) }))}
        status={status}
        onGo={go}
        query={reviews}
        skeletonHeight={160}
        empty={{
          icon: <UserCheck size={28} aria-hidden="true" />,
          title: t('reviews.emptyTitle'),
          text: t('reviews.emptyText'),
        }}
        count={(count) => t('reviews.count', { count })}
      >
        {(item) => (
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
        )}
      </DeskQueue>
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
  const value = (text: string | null | undefined, className: string) =>
    text ? (
      <span className={className}>{text}</span>
    ) : (
      <span className={styles.empty}>{t('reviews.empty')}</span>
    );
  return (
    <QueueItem
      titleId={`review-${item.id}`}
      title={name}
      received={t('reviews.requested', { time: formatDateTime(new Date(item.created_at), lang) })}
      member={item.member}
      decision={
        item.reviewed_at && (
          <>
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
          </>
        )
      }
      actions={
        canDecide && (
          <>
            <Button onClick={onVerify} isLoading={isVerifying}>
              {t('reviews.verify')}
            </Button>
            <Button variant="secondary" onClick={onReject}>
              {t('reviews.reject')}
            </Button>
          </>
        )
      }
    >
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
    </QueueItem>
  );
}
