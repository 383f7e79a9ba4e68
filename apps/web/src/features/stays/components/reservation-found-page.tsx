import type { Reservation } from '@mp/contract/stays/schemas';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { ReservationCard } from './reservation-card';

/**
 * money-and-stays §2 "Reservation found": the lookup's reservation from navigation state (else
 * 'no data available'), with its status, hotel, number, party and room, and a verify button that
 * opens my reservations.
 */
export function ReservationFoundPage() {
  const { t } = useTranslation('reservations');
  const reservation = (useLocation().state as { reservation?: Reservation } | null)?.reservation;
  return (
    <div className={page.page}>
      <PageHeader
        title={t('found.title')}
        subtitle={reservation ? t('found.subtitle') : undefined}
      />
      <div className={page.body}>
        <div className={page.narrow}>
          {reservation ? (
            <ReservationCard
              reservation={reservation}
              action={
                <Link className={buttonClassName()} to={paths.myReservations}>
                  {t('found.verify')}
                </Link>
              }
            />
          ) : (
            <Card>
              <EmptyState
                icon={<SearchX size={28} aria-hidden="true" />}
                title={t('noData')}
                text={t('found.noDataText')}
                action={
                  <Link className={buttonClassName()} to={paths.addReservation}>
                    {t('found.lookUp')}
                  </Link>
                }
              />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
