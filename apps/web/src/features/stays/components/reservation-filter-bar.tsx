import type { Hotel } from '@mp/contract/reference/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { DEFAULT_GUESTS } from '@mp/contract/stays/constants';
import type { ReservationRequestForm } from '@mp/contract/stays/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DateField } from '@/ui/date-field';
import { Select } from '@/ui/select';
import { reservationDraft } from '../api/reservations';
import styles from './reservations.module.css';

/**
 * The dashboard's reservation filter (access §2, money-and-stays §4): destination, guests (only
 * when the profile has guests: the member and each of them), arriving and departing dates with
 * past days disabled; the button clears any stored draft and opens the request with these.
 */
export function ReservationFilterBar({
  hotels,
  guestCount,
}: {
  hotels: Hotel[];
  guestCount: number;
}) {
  const { t } = useTranslation('reservations');
  const navigate = useNavigate();
  const [destination, setDestination] = useState('');
  const [guests, setGuests] = useState(String(DEFAULT_GUESTS));
  const [arrivingDate, setArrivingDate] = useState('');
  const [departingDate, setDepartingDate] = useState('');
  const today = clubToday(new Date());
  const hasGuests = guestCount > 0;

  return (
    <Card as="section" aria-labelledby="filter-title">
      <h2 id="filter-title" className={styles.filterTitle}>
        {t('filter.title')}
      </h2>
      <form
        className={styles.filter}
        data-guests={hasGuests}
        onSubmit={(event) => {
          event.preventDefault();
          reservationDraft.clear();
          const filter: Partial<ReservationRequestForm> = {
            destination,
            guests: Number(guests),
            arrivingDate,
            // A departure before the new arrival is dropped rather than carried over.
            departingDate: departingDate && departingDate >= arrivingDate ? departingDate : '',
          };
          navigate(paths.requestReservation, { state: { filter } });
        }}
      >
        <Select
          label={t('filter.destination')}
          placeholder={t('filter.destinationPlaceholder')}
          options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
        />
        {hasGuests && (
          <Select
            label={t('filter.guests')}
            options={Array.from({ length: guestCount + 1 }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          />
        )}
        <DateField
          label={t('filter.arriving')}
          value={arrivingDate}
          min={today}
          onChange={setArrivingDate}
        />
        <DateField
          label={t('filter.departing')}
          value={departingDate}
          min={arrivingDate || today}
          onChange={setDepartingDate}
        />
        <div className={styles.filterSubmit}>
          <Button type="submit">{t('filter.submit')}</Button>
        </div>
      </form>
    </Card>
  );
}
