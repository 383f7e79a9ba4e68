import {
  confirmReservationBodySchema,
  type DeskHotel,
  type DeskReservationRequest,
} from '@mp/contract/desk/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { useQuery } from '@tanstack/react-query';
import type { FieldError } from 'react-hook-form';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { fullDay } from '@/staff/lib/dates';
import { deskStyles as desk, LoadError } from '@/staff/lib/desk';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { hotelsQuery, useConfirmRequest } from './api/requests';

/**
 * Confirming a request: the club's number, and the hotel, unit type and dates it booked (the
 * member's choice to start with). The member gets the confirmation with its calendar file.
 */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: DeskReservationRequest;
  onClose: () => void;
}) {
  const { t } = useConsoleText('consoleDesk');
  const hotels = useQuery(hotelsQuery);
  const number = request.request_number ?? String(request.id);
  return (
    <Modal isOpen title={t('requests.confirmTitle', { number })} onClose={onClose}>
      {hotels.data ? (
        // The form starts once the choices are there, so the selects show the member's choice.
        <ConfirmForm request={request} hotels={hotels.data} onClose={onClose} />
      ) : hotels.isError ? (
        <LoadError onRetry={() => hotels.refetch()} />
      ) : (
        <div aria-busy="true" className={desk.form}>
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      )}
    </Modal>
  );
}

function ConfirmForm({
  request,
  hotels,
  onClose,
}: {
  request: DeskReservationRequest;
  hotels: DeskHotel[];
  onClose: () => void;
}) {
  const { t, language } = useConsoleText('consoleDesk');
  const confirm = useConfirmRequest();
  const form = useZodForm(confirmReservationBodySchema, {
    defaultValues: {
      reservation_number: '',
      hotel_id: request.hotel.id ?? '',
      unit_type_id: request.unit_type?.id ?? '',
      arriving_date: request.arriving_date,
      departing_date: request.departing_date,
    },
  });
  const { register, formState, watch, setValue } = form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (body) => {
      await confirm.mutateAsync({ id: request.id, body });
      notify('success', 'reservation_request_confirmed');
      onClose();
    },
  });
  const hotelId = Number(watch('hotel_id'));
  const hotel = hotels.find((h) => h.id === hotelId);
  const unitName = (unit: { name_en: string; name_es: string }) =>
    language === 'es' ? unit.name_es : unit.name_en;
  const unit = hotel?.unit_types.find((u) => u.id === Number(watch('unit_type_id')));
  // A select shows one line: the hints name the choice in full (a long hotel name is cut on a
  // phone) and the unit's capacity, and the date fields' hints the day with its year.
  const hotelHint = [
    hotel && hotel.id !== request.hotel.id ? t('requests.chosen', { name: hotel.name }) : null,
    t('requests.hotelHint', { name: request.hotel.name }),
  ]
    .filter(Boolean)
    .join(' ');
  const unitHint = [
    unit ? t('requests.capacity', { count: unit.max_guests }) : null,
    request.unit_type ? t('requests.unitTypeHint', { name: unitName(request.unit_type) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <form className={desk.form} onSubmit={onSubmit} noValidate>
      <p className={desk.muted}>{t('requests.confirmText')}</p>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <TextField
        label={t('requests.reservationNumber')}
        autoComplete="off"
        isRequired
        errors={fieldErrorKeys(formState.errors.reservation_number)}
        {...register('reservation_number')}
      />
      <Select
        label={t('requests.hotel')}
        hint={hotelHint}
        isRequired
        options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
        errors={fieldErrorKeys(formState.errors.hotel_id as FieldError | undefined)}
        {...register('hotel_id', {
          onChange: () => setValue('unit_type_id', ''),
        })}
      />
      <Select
        label={t('requests.unitType')}
        {...(unitHint && { hint: unitHint })}
        placeholder={t('requests.chooseUnit')}
        isRequired
        options={(hotel?.unit_types ?? []).map((option) => ({
          value: String(option.id),
          label: unitName(option),
        }))}
        errors={fieldErrorKeys(formState.errors.unit_type_id as FieldError | undefined)}
        {...register('unit_type_id')}
      />
      <div className={desk.dates}>
        <DateField
          label={t('requests.arriving')}
          hint={fullDay(watch('arriving_date'), language)}
          isRequired
          min={clubToday(new Date())}
          value={String(watch('arriving_date') ?? '')}
          onChange={(iso) => setValue('arriving_date', iso, { shouldValidate: true })}
          errors={fieldErrorKeys(formState.errors.arriving_date)}
        />
        <DateField
          label={t('requests.departing')}
          hint={fullDay(watch('departing_date'), language)}
          isRequired
          min={String(watch('arriving_date') ?? '') || clubToday(new Date())}
          value={String(watch('departing_date') ?? '')}
          onChange={(iso) => setValue('departing_date', iso, { shouldValidate: true })}
          errors={fieldErrorKeys(formState.errors.departing_date)}
        />
      </div>
      <div className={modalStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" isLoading={confirm.isPending}>
          {t('requests.confirmSubmit')}
        </Button>
      </div>
    </form>
  );
}
