import { RESERVATION_REQUEST_STATUSES } from '@mp/contract/desk/constants';
import type { DeskReservationRequest } from '@mp/contract/desk/schemas';
import { formatDateTime, formatDayMonthYear } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { DeskQueue, Fact, QueueItem, deskStyles as styles, useQueueParams } from '@/staff/lib/desk';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { requestsQuery } from './api/requests';
import { ConfirmDialog } from './confirm-dialog';
import { DeclineDialog } from './decline-dialog';

type Lang = 'en' | 'es';

/** The queue of reservation requests: open ones oldest first, each to confirm or decline. */
export function Component() {
  const { t, language } = useConsoleText('consoleDesk');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const { status, page, go } = useQueueParams(RESERVATION_REQUEST_STATUSES, 'open');
  const requests = useQuery(requestsQuery(status, page));
  const canDecide = usePermission('reservation:decide');
  const [dialog, setDialog] = useState<{
    kind: 'confirm' | 'decline';
    request: DeskReservationRequest;
  } | null>(null);

  return (
    <ConsolePage title={t('requests.title')} subtitle={t('requests.subtitle')}>
      <DeskQueue
        label={t('requests.status.label')}
        tabs={RESERVATION_REQUEST_STATUSES.map((key) => ({
          key,
          label: t(`requests.status.${key}`),
        }))}
        status={status}
        onGo={go}
        query={requests}
        skeletonHeight={200}
        empty={{
          icon: <CalendarCheck size={28} aria-hidden="true" />,
          title: t('requests.emptyTitle'),
          text: t('requests.emptyText'),
        }}
        count={(count) => t('requests.count', { count })}
      >
        {(item) => (
          <RequestItem
            key={item.id}
            item={item}
            t={t}
            lang={lang}
            canDecide={canDecide && item.status === 'open'}
            onDecide={(kind) => setDialog({ kind, request: item })}
          />
        )}
      </DeskQueue>
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
  const yesNo = (value: boolean) => (value ? t('requests.yes') : t('requests.no'));
  const reservationStatus = (status: number) =>
    t(
      `member.reservationStatus.${(['1', '2', '3', '4', '5'] as const).find((v) => v === String(status)) ?? 'other'}`,
    );
  return (
    <QueueItem
      titleId={`request-${item.id}`}
      title={`${item.hotel.name} · ${item.request_number ?? item.id}`}
      received={t('requests.received', {
        time: formatDateTime(new Date(item.created_at), lang),
      })}
      member={item.member}
      withName
      decision={
        item.decided_at && (
          <>
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
          </>
        )
      }
      actions={
        canDecide && (
          <>
            <Button onClick={() => onDecide('confirm')}>{t('requests.confirm')}</Button>
            <Button variant="secondary" onClick={() => onDecide('decline')}>
              {t('requests.decline')}
            </Button>
          </>
        )
      }
    >
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
        <Fact label={t('requests.flexibleDestinations')}>{yesNo(item.flexible_destinations)}</Fact>
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
          <Fact label={t('requests.reservation', { number: item.reservation.reservation_number })}>
            {reservationStatus(item.reservation.reservation_status)}
          </Fact>
        )}
      </dl>
    </QueueItem>
  );
}
