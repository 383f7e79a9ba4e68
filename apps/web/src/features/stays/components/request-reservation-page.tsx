import type { Hotel } from '@mp/contract/reference/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { DEFAULT_GUESTS, MAX_GUESTS } from '@mp/contract/stays/constants';
import { partyProblems } from '@mp/contract/stays/rules/travelers';
import {
  type ReservationRequestForm,
  reservationRequestFormSchema,
} from '@mp/contract/stays/schemas';
import { useEffect } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { DateField } from '@/ui/date-field';
import { fieldStyles } from '@/ui/field';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { reservationDraft } from '../api/reservations';
import { HotelsGate, type HotelsState } from './hotels-gate';
import styles from './reservations.module.css';

/** What the summary needs: the request, and the names the member chose. */
export interface ReservationSummaryState {
  request: ReservationRequestForm;
  hotelName: string;
  unitTypeName: string;
  /** The unit's occupancy: the party may not be larger (issue 20 #17). */
  unitMaxGuests?: number;
}

const EMPTY: ReservationRequestForm = {
  destination: '',
  guests: DEFAULT_GUESTS,
  arrivingDate: '',
  departingDate: '',
  unitType: '',
  unitTypeName: '',
  promoCode: '',
  addTransportation: false,
  flexibleDestination: true,
  flexibleDates: true,
};

/** The form's first values: the dashboard filter's (navigation state), else the draft. */
function startingValues(state: unknown): ReservationRequestForm {
  const fromFilter = (state as { filter?: Partial<ReservationRequestForm> } | null)?.filter;
  return { ...EMPTY, ...(fromFilter ?? reservationDraft.read() ?? {}) };
}

/**
 * money-and-stays §2 "Reservation request": destination, guests, dates (past days disabled),
 * the destination's unit types (cleared when it changes), promo code and the three toggles; the
 * draft is kept in local storage; submitting opens the summary. `hotels` comes from the route.
 */
export function RequestReservationPage({ hotels, isError, onRetry }: HotelsState) {
  const { t } = useTranslation('reservations');
  // Every navigation here starts the form again from its state or the draft: the menu's "Request
  // reservation" on this page clears the draft and must clear the typed values too (issue 20 #19).
  const { key } = useLocation();
  return (
    <div className={page.page}>
      <PageHeader title={t('request.title')} subtitle={t('request.subtitle')} />
      <div className={page.body}>
        <div className={page.narrow}>
          <HotelsGate hotels={hotels} isError={isError} onRetry={onRetry}>
            {(list) => <RequestForm key={key} hotels={list} />}
          </HotelsGate>
        </div>
      </div>
    </div>
  );
}

function RequestForm({ hotels }: { hotels: Hotel[] }) {
  const { t } = useTranslation('reservations');
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(reservationRequestFormSchema, {
    defaultValues: startingValues(location.state),
  });
  const { register, watch, setValue, formState, handleSubmit, trigger } = form;
  const errors = formState.errors;
  const destination = watch('destination');
  const unitType = watch('unitType');
  const arrivingDate = watch('arrivingDate');
  const departingDate = watch('departingDate');
  const hotel = hotels.find((h) => String(h.id) === destination);
  const unit = hotel?.unit_types.find((u) => String(u.id) === unitType);
  const maxGuests = unit?.max_guests ?? MAX_GUESTS;
  // A draft or the dashboard's filter may bring more guests than the unit sleeps: they stay
  // visible, flagged on submit, rather than silently becoming 1.
  const guestOptions = Math.max(maxGuests, Math.min(MAX_GUESTS, Number(watch('guests')) || 1));
  const today = clubToday(new Date());

  // The draft follows every change (spec §2).
  useEffect(() => {
    const subscription = watch((values) => reservationDraft.save(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit((values) => {
    // The guests fit the unit chosen (issue 20 #17), by the contract's rule the route applies.
    const tooMany = unit && partyProblems({ guests: values.guests, travelers: 0 }, unit.max_guests);
    if (tooMany?.guests) {
      form.setError('guests', { type: 'unit', message: tooMany.guests }, { shouldFocus: true });
      return;
    }
    const state: ReservationSummaryState = {
      request: { ...values, unitTypeName: unit?.name ?? '' },
      hotelName: hotel?.name ?? '',
      unitTypeName: unit?.name ?? '',
      ...(unit && { unitMaxGuests: unit.max_guests }),
    };
    navigate(paths.reservationSummary, { state });
  });

  const setDate = (field: 'arrivingDate' | 'departingDate', iso: string) => {
    setValue(field, iso, { shouldDirty: true, shouldTouch: true });
    void trigger(['arrivingDate', 'departingDate']);
  };

  return (
    <Card>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('request.required')}</p>
        <Select
          label={t('request.destination')}
          placeholder={t('request.destinationPlaceholder')}
          options={hotels.map((h) => ({ value: String(h.id), label: h.name }))}
          isRequired
          errors={fieldErrorKeys(errors.destination)}
          defaultValue={form.getValues('destination')}
          {...register('destination', { onChange: () => setValue('unitType', '') })}
        />
        <div className={fieldStyles.row}>
          <DateField
            label={t('request.arriving')}
            value={arrivingDate}
            min={today}
            isRequired
            errors={fieldErrorKeys(errors.arrivingDate)}
            onChange={(iso) => setDate('arrivingDate', iso)}
          />
          <DateField
            label={t('request.departing')}
            value={departingDate}
            min={arrivingDate || today}
            isRequired
            errors={fieldErrorKeys(errors.departingDate)}
            onChange={(iso) => setDate('departingDate', iso)}
          />
        </div>
        <div className={fieldStyles.row}>
          <Select
            key={destination}
            label={t('request.unitType')}
            placeholder={hotel ? t('request.unitTypePlaceholder') : t('request.unitTypeFirst')}
            options={(hotel?.unit_types ?? []).map((u) => ({
              value: String(u.id),
              label: t('request.unitOption', { name: u.name, count: u.max_guests }),
            }))}
            disabled={!hotel}
            isRequired
            errors={fieldErrorKeys(errors.unitType)}
            defaultValue={form.getValues('unitType')}
            {...register('unitType')}
          />
          <Select
            label={t('request.guests')}
            options={Array.from({ length: guestOptions }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            isRequired
            errors={fieldErrorKeys(errors.guests as FieldError | undefined)}
            defaultValue={String(form.getValues('guests'))}
            {...register('guests')}
          />
        </div>
        <TextField
          label={t('request.promoCode')}
          hint={t('request.promoCodeHint')}
          autoComplete="off"
          errors={fieldErrorKeys(errors.promoCode)}
          {...register('promoCode')}
        />
        <fieldset className={styles.toggles}>
          <legend className={styles.legend}>{t('request.preferences')}</legend>
          <Checkbox label={t('request.addTransportation')} {...register('addTransportation')} />
          <Checkbox label={t('request.flexibleDestination')} {...register('flexibleDestination')} />
          <Checkbox label={t('request.flexibleDates')} {...register('flexibleDates')} />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit">{t('request.submit')}</Button>
        </div>
      </form>
    </Card>
  );
}
