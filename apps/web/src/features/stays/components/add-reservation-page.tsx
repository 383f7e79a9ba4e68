import type { Hotel } from '@mp/contract/reference/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { addReservationBodySchema } from '@mp/contract/stays/schemas';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DateField } from '@/ui/date-field';
import { FormNoticeBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { useAddReservation } from '../api/reservations';
import { HotelsGate, type HotelsState } from './hotels-gate';
import styles from './reservations.module.css';

/**
 * money-and-stays §2 "Add reservation to profile": property, confirmation number, check-in date
 * and the lead traveller's last name; 201 opens reservation-found with the reservation, 200 says
 * it was not found (spec §4), in the form, keeping what was typed.
 */
export function AddReservationPage({ hotels, isError, onRetry }: HotelsState) {
  const { t } = useTranslation('reservations');
  return (
    <div className={page.page}>
      <PageHeader title={t('add.title')} subtitle={t('add.subtitle')}>
        <BackLink to={paths.myReservations}>{t('add.back')}</BackLink>
      </PageHeader>
      <div className={page.body}>
        <div className={page.narrow}>
          <HotelsGate hotels={hotels} isError={isError} onRetry={onRetry}>
            {(list) => <AddForm hotels={list} />}
          </HotelsGate>
        </div>
      </div>
    </div>
  );
}

function AddForm({ hotels }: { hotels: Hotel[] }) {
  const { t } = useTranslation('reservations');
  const navigate = useNavigate();
  const add = useAddReservation();
  const form = useZodForm(addReservationBodySchema, {
    defaultValues: {
      property: '',
      confirmation_number: '',
      check_in_date: '',
      traveler_last_name: '',
    },
  });
  const { register, formState, watch, setValue } = form;
  const submit = useFormSubmit(form, {
    send: async (values) => {
      const answer = await add.mutateAsync(values);
      const found = answer.data.data;
      if (found) navigate(paths.reservationFound, { state: { reservation: found } });
      else submit.setNotice({ type: 'warning', message: 'reservation_not_found' });
    },
  });
  return (
    <Card>
      <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        <Select
          label={t('add.property')}
          placeholder={t('request.destinationPlaceholder')}
          options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
          isRequired
          errors={fieldErrorKeys(formState.errors.property as FieldError | undefined)}
          {...register('property')}
        />
        <TextField
          label={t('add.confirmationNumber')}
          hint={t('add.confirmationHint')}
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(formState.errors.confirmation_number)}
          {...register('confirmation_number')}
        />
        <DateField
          label={t('add.checkIn')}
          value={String(watch('check_in_date') ?? '')}
          // Spec §5: the date pickers disable past days (issue 20 #19).
          min={clubToday(new Date())}
          isRequired
          errors={fieldErrorKeys(formState.errors.check_in_date)}
          onChange={(iso) =>
            setValue('check_in_date', iso, { shouldValidate: true, shouldDirty: true })
          }
        />
        <TextField
          label={t('add.lastName')}
          autoComplete="family-name"
          isRequired
          errors={fieldErrorKeys(formState.errors.traveler_last_name)}
          {...register('traveler_last_name')}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={add.isPending}>
            {t('add.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
