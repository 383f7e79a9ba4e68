import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { reservationStatusLabel } from '@mp/contract/stays/constants';
import type { Reservation } from '@mp/contract/stays/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import styles from './reservations.module.css';

const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A reservation's status as a badge (spec §3 statuses: 6, 8 and 9 read "confirmed"). */
export function ReservationStatus({ status }: { status: number }) {
  const { t } = useTranslation('reservations');
  const label = reservationStatusLabel(status);
  return (
    <span className={styles.status} data-status={label}>
      {t(`statuses.${label}`)}
    </span>
  );
}

/** One reservation as a member recognises it: hotel, dates, number, party, room, status. */
export function ReservationCard({
  reservation,
  action,
}: {
  reservation: Reservation;
  action?: ReactNode;
}) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  return (
    <article className={styles.tile} aria-labelledby={`reservation-${reservation.reservation_id}`}>
      <div className={styles.tileTop}>
        <ReservationStatus status={reservation.reservation_status} />
        <span className={styles.muted}>
          {t('card.number', { number: reservation.reservation_number })}
        </span>
      </div>
      <h3 id={`reservation-${reservation.reservation_id}`} className={styles.tileTitle}>
        {reservation.hotel}
      </h3>
      <p className={styles.dates}>
        {formatDayMonthYear(dayOf(reservation.arriving_date), language)} →{' '}
        {formatDayMonthYear(dayOf(reservation.departing_date), language)}
      </p>
      <dl className={styles.tileFacts}>
        <div>
          <dt>{t('card.room')}</dt>
          <dd>{reservation.room_type}</dd>
        </div>
        <div>
          <dt>{t('card.party')}</dt>
          <dd>
            {t('card.adults', { count: reservation.number_of_adults })}
            {reservation.number_of_children > 0 &&
              `, ${t('card.children', { count: reservation.number_of_children })}`}
          </dd>
        </div>
        <div>
          <dt>{t('card.guest')}</dt>
          <dd>{reservation.guest}</dd>
        </div>
      </dl>
      {action && <div className={styles.tileAction}>{action}</div>}
    </article>
  );
}
