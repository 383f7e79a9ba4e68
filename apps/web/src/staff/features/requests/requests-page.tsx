import {
  RESERVATION_REQUEST_STATUSES,
  type ReservationRequestStatus,
} from '@mp/contract/desk/constants';
import type { DeskReservationRequest } from '@mp/contract/desk/schemas';
import { formatDateTime, formatDayMonthYear } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { requestsQuery } from './api/requests';
import { ConfirmDialog } from './confirm-dialog';
import { DeclineDialog } from './decline-dialog';
import styles from './requests.module.css';

type Lang = 'en' | 'es';
const isStatus = (value: string | null): value is ReservationRequestStatus =>
  (RESERVATION_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/** The queue of reservation requests: open ones oldest first, each to confirm or decline. */
export function Component() {
  const { t, language } = useConsoleText('consoleDesk');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReservationRequestStatus = isStatus(statusParam) ? statusParam : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useQuery(requestsQuery(status, page));
  const canDecide = usePermission('reservation:decide');
  const [dialog, setDialog] = useState<{
    kind: 'confirm' | 'decline';
    request: DeskReservationRequest;
  } | null>(null);

  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    search.set('status', next.status ?? status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const data = requests.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <ConsolePage title={t('requests.title')} subtitle={t('requests.subtitle')}>
      <Tabs<ReservationRequestStatus>
        isCompact
        label={t('requests.status.label')}
        tabs={RESERVATION_REQUEST_STATUSES.map((key) => ({
          key,
          label: t(`requests.status.${key}`),
        }))}
        selectedKey={status}
        onSelect={(key) => go({ status: key })}
      >
        {requests.isError ? (
          <div className={styles.section}>
            <NotificationBar type="error" message={t('loadError')} autoHideMs={0} />
            <Button variant="secondary" size="small" onClick={() => requests.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : !data ? (
          <div aria-busy="true" className={styles.list}>
            {[0, 1].map((i) => (
              <Skeleton key={i} height={200} radius={12} />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<CalendarCheck size={28} aria-hidden="true" />}
            title={t('requests.emptyTitle')}
            text={t('requests.emptyText')}
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('requests.count', { count: data.total })}
            </p>
            <ol className={styles.list}>
              {data.items.map((item) => (
                <RequestItem
                  key={item.id}
                  item={item}
                  t={t}
                  lang={lang}
                  canDecide={canDecide && item.status === 'open'}
                  onDecide={(kind) => setDialog({ kind, request: item })}
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
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog request={dialog.request} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'decline' && (
        <DeclineDialog request={dialog.request} onClose={() => setDialog(null)} />
      )}
    </ConsolePage>
  );
}

function RequestItem({
  item,
  t,
  lang,
  canDecide,
  onDecide,
}: {
  item: DeskReservationRequest;
  t: ConsoleT<'consoleDesk'>;
  lang: Lang;
  canDecide: boolean;
  onDecide: (kind: 'confirm' | 'decline') => void;
}) {
  const day = (iso: string) => formatDayMonthYear(new Date(`${iso}T12:00:00Z`), lang);
  const name = `${item.member.first_name} ${item.member.last_name}`;
  const yesNo = (value: boolean) => (value ? t('requests.yes') : t('requests.no'));
  const titleId = `request-${item.id}`;
  const reservationStatus = (status: number) =>
    t(
      `member.reservationStatus.${(['1', '2', '3', '4', '5'] as const).find((v) => v === String(status)) ?? 'other'}`,
    );
  return (
    <li>
      <Card as="article" className={styles.item} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {item.hotel.name} · {item.request_number ?? item.id}
          </h2>
          <span className={styles.meta}>
            {t('requests.received', { time: formatDateTime(new Date(item.created_at), lang) })}
          </span>
        </div>
        <p className={styles.meta}>
          <span>{name}</span>
          <span>
            {item.member.vida_member_id !== null
              ? t('memberId', { id: item.member.vida_member_id })
              : t('noMemberId')}
          </span>
          <span>{item.member.email}</span>
          <span>{t(`language.${item.member.language}`)}</span>
        </p>
        <dl className={styles.facts}>
          <Fact label={t('requests.dates')}>
            {t('requests.stay', { from: day(item.arriving_date), to: day(item.departing_date) })}
          </Fact>
          <Fact label={t('requests.unit')}>
            {item.unit_type
              ? lang === 'es'
                ? item.unit_type.name_es
                : item.unit_type.name_en
              : t('requests.noUnit')}
            {' · '}
            {t('requests.guests', { count: item.guests })}
          </Fact>
          <Fact label={t('requests.promo')}>{item.promo_code ?? '—'}</Fact>
          <Fact label={t('requests.transportation')}>{yesNo(item.add_transportation)}</Fact>
          <Fact label={t('requests.flexibleDates')}>{yesNo(item.flexible_dates)}</Fact>
          <Fact label={t('requests.flexibleDestinations')}>
            {yesNo(item.flexible_destinations)}
          </Fact>
          <Fact label={t('requests.primary')}>
            {item.primary_traveler.is_member
              ? t('requests.primaryMember')
              : [
                  `${item.primary_traveler.first_name} ${item.primary_traveler.last_name}`,
                  item.primary_traveler.email,
                  item.primary_traveler.phone,
                ]
                  .filter(Boolean)
                  .join(' · ')}
          </Fact>
          <Fact label={t('requests.travelers')}>
            {item.travelers.length === 0 ? (
              t('requests.noTravelers')
            ) : (
              <ul className={styles.travelers}>
                {item.travelers.map((traveler) => (
                  <li key={JSON.stringify(traveler)}>
                    {traveler.first_name} {traveler.last_name} ({t(`requests.${traveler.age}`)}
                    {traveler.email ? `, ${traveler.email}` : ''})
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          {item.reservation && (
            <Fact
              label={t('requests.reservation', { number: item.reservation.reservation_number })}
            >
              {reservationStatus(item.reservation.reservation_status)}
            </Fact>
          )}
        </dl>
        {item.decided_at && (
          <p className={styles.decision}>
            {t('requests.decided', {
              time: formatDateTime(new Date(item.decided_at), lang),
              name: item.decided_by?.name ?? '—',
            })}
            {item.decline_reason && (
              <>
                <br />
                {t('requests.declineReason', { reason: item.decline_reason })}
              </>
            )}
          </p>
        )}
        {canDecide && (
          <div className={styles.actions}>
            <Button onClick={() => onDecide('confirm')}>{t('requests.confirm')}</Button>
            <Button variant="secondary" onClick={() => onDecide('decline')}>
              {t('requests.decline')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
