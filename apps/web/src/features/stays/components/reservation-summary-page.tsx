import { clientFieldErrors } from '@mp/contract/errors';
import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { destinationOf } from '@mp/contract/reference/imagery';
import { MAX_TRAVELERS } from '@mp/contract/stays/constants';
import {
  blankTraveler,
  canAddTraveler,
  initialTravelers,
  partyProblems,
  type TravelerField,
  type TravelerRow,
  travelerLimit,
  travelerProblems,
} from '@mp/contract/stays/rules/travelers';
import { primaryTravelerFormSchema } from '@mp/contract/stays/schemas';
import { CircleCheck, Plus, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCountryOptions } from '@/components/country-options';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { EmptyState } from '@/ui/empty-state';
import { fieldStyles } from '@/ui/field';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { reservationDraft, useRequestReservation } from '../api/reservations';
import { destinationArt } from './destination-art';
import type { ReservationSummaryState } from './request-reservation-page';
import styles from './reservations.module.css';

const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

type RowProblems = Partial<Record<TravelerField, string>>;
const TRAVELER_FIELD = /^travelers\.(\d+)\.(first_name|last_name|email)$/;

/**
 * A 400's per-field messages for the travellers (`travelers.1.first_name`, `travelers`), by row,
 * so each shows under its own field as the local check would (issue 20 #18).
 */
function travelerErrorsOf(body: unknown): { rows: Record<number, RowProblems>; party: string[] } {
  const rows: Record<number, RowProblems> = {};
  const party: string[] = [];
  for (const [field, messages] of Object.entries(clientFieldErrors(body))) {
    const match = TRAVELER_FIELD.exec(field);
    const [message] = messages;
    if (match && message) {
      const index = Number(match[1]);
      rows[index] = { ...rows[index], [match[2] as TravelerField]: message };
    } else if (field === 'travelers' || field === 'guests') party.push(...messages);
  }
  return { rows, party };
}

/**
 * money-and-stays §2 "Reservation request and summary": the request in navigation state (else
 * 'no data available'), its picture, unit type, hotel, promo code and dates, then the one-more-
 * step form: the primary traveller (the member, or someone else's contact details) and the
 * additional travellers (§4 rules), sent as the spec's form; 201 clears the draft and thanks.
 */
export function ReservationSummaryPage({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const state = useLocation().state as ReservationSummaryState | null;
  const header = (
    <PageHeader title={t('summary.title')} subtitle={t('summary.subtitle')}>
      <BackLink to={paths.requestReservation}>{t('summary.back')}</BackLink>
    </PageHeader>
  );
  if (!state?.request) {
    return (
      <div className={page.page}>
        {header}
        <div className={page.body}>
          <Card className={page.narrow}>
            <EmptyState
              icon={<SearchX size={28} aria-hidden="true" />}
              title={t('noData')}
              text={t('summary.noDataText')}
              action={
                <Link className={buttonClassName()} to={paths.requestReservation}>
                  {t('summary.start')}
                </Link>
              }
            />
          </Card>
        </div>
      </div>
    );
  }
  const { request, hotelName, unitTypeName } = state;
  const art = destinationArt(destinationOf(hotelName) ?? '');
  return (
    <div className={page.page}>
      {header}
      <div className={page.body}>
        <div className={styles.summaryLayout}>
          <Card as="section" aria-labelledby="stay-title" className={styles.stay}>
            <img className={styles.stayImage} src={art} alt="" width={480} height={240} />
            <h2 id="stay-title" className={styles.heading}>
              {unitTypeName}
            </h2>
            <p className={styles.hotel}>{hotelName}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('summary.arriving')}</dt>
                <dd>{formatDayMonthYear(dayOf(request.arrivingDate), language)}</dd>
              </div>
              <div>
                <dt>{t('summary.departing')}</dt>
                <dd>{formatDayMonthYear(dayOf(request.departingDate), language)}</dd>
              </div>
              <div>
                <dt>{t('summary.guests')}</dt>
                <dd>{String(request.guests)}</dd>
              </div>
              {request.promoCode && (
                <div>
                  <dt>{t('summary.promoCode')}</dt>
                  <dd>{request.promoCode}</dd>
                </div>
              )}
            </dl>
          </Card>
          <OneMoreStep state={state} isMember={isMember} />
        </div>
      </div>
    </div>
  );
}

function OneMoreStep({ state, isMember }: { state: ReservationSummaryState; isMember: boolean }) {
  const { t } = useTranslation('reservations');
  const language = useLanguage();
  const navigate = useNavigate();
  const countries = useCountryOptions(language);
  const send = useRequestReservation();
  const [rows, setRows] = useState<TravelerRow[]>(() =>
    initialTravelers(Number(state.request.guests)),
  );
  const [saved, setSaved] = useState<Record<number, TravelerRow>>({});
  const [showProblems, setShowProblems] = useState<ReadonlySet<number>>(new Set());
  const [serverProblems, setServerProblems] = useState<Record<number, RowProblems>>({});
  const [travelersError, setTravelersError] = useState(false);
  const [partyErrors, setPartyErrors] = useState<readonly string[]>([]);
  const [isThanked, setIsThanked] = useState(false);
  const contact = useZodForm(primaryTravelerFormSchema, {
    defaultValues: {
      is_member: isMember,
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      country: '',
    },
  });
  const asMember = contact.watch('is_member');
  const request = state.request;
  // Issue 20 #17: the unit's occupancy bounds the party (a summary opened before it was passed
  // keeps the spec's 8 travellers and the server's check).
  const maxGuests = state.unitMaxGuests ?? MAX_TRAVELERS + 1;

  const update = (index: number, change: Partial<TravelerRow>) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
    setServerProblems(({ [index]: _changed, ...others }) => others);
  };
  const problemsOf = (row: TravelerRow) => travelerProblems(row);
  const isValid = (row: TravelerRow) => Object.keys(problemsOf(row)).length === 0;
  const flag = (index: number) => setShowProblems((current) => new Set(current).add(index));

  const body = () => ({
    add_transportation: request.addTransportation,
    flexible_dates: request.flexibleDates,
    flexible_destinations: request.flexibleDestination,
    destination: Number(request.destination),
    arriving_date: request.arrivingDate,
    departing_date: request.departingDate,
    guests: Number(request.guests),
    promo_code: request.promoCode || null,
    unit_type: Number(request.unitType),
    travelers: rows.map(({ age, first_name, last_name, email }) => ({
      age,
      first_name,
      last_name,
      ...(age === 'adult' && { email }),
    })),
  });

  const submit = useFormSubmit(contact, {
    send: async (values) => {
      // A member travels as themself: the server takes the profile's details.
      await send.mutateAsync({ ...body(), ...(values.is_member ? { is_member: true } : values) });
      reservationDraft.clear();
      setIsThanked(true);
    },
    onRefused: (error) => {
      const found = travelerErrorsOf(error.body);
      const flagged = Object.keys(found.rows).map(Number);
      if (flagged.length === 0 && found.party.length === 0) return undefined;
      setServerProblems(found.rows);
      setPartyErrors(found.party);
      setRows((current) =>
        current.map((row, i) => (flagged.includes(i) ? { ...row, isShown: true } : row)),
      );
      return { type: 'error', message: 'validation_failed' };
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Spec §4: every traveller passes its rules before anything is sent; the party fits the unit.
    const bad = rows.flatMap((row, index) => (isValid(row) ? [] : [index]));
    const party = partyProblems(
      { guests: Number(request.guests), travelers: rows.length },
      maxGuests,
    );
    const partyKeys = [party.guests, party.travelers].filter((key) => key !== undefined);
    setTravelersError(bad.length > 0);
    setPartyErrors(partyKeys);
    setServerProblems({});
    if (partyKeys.length > 0) {
      event.preventDefault();
      return;
    }
    if (bad.length > 0) {
      event.preventDefault();
      setShowProblems(new Set(bad));
      setRows((current) =>
        current.map((row, i) => (bad.includes(i) ? { ...row, isShown: true } : row)),
      );
      return;
    }
    void submit.onSubmit(event);
  };

  return (
    <Card as="section" aria-labelledby="step-title" className={styles.step}>
      <h2 id="step-title" className={styles.heading}>
        {t('summary.stepTitle')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('summary.primary')}</legend>
          <Checkbox label={t('summary.isMember')} {...contact.register('is_member')} />
          {!asMember && (
            <>
              <div className={fieldStyles.row}>
                <TextField
                  label={t('summary.firstName')}
                  autoComplete="given-name"
                  isRequired
                  errors={fieldErrorKeys(contact.formState.errors.first_name)}
                  {...contact.register('first_name')}
                />
                <TextField
                  label={t('summary.lastName')}
                  autoComplete="family-name"
                  isRequired
                  errors={fieldErrorKeys(contact.formState.errors.last_name)}
                  {...contact.register('last_name')}
                />
              </div>
              <div className={fieldStyles.row}>
                <TextField
                  label={t('summary.email')}
                  type="email"
                  autoComplete="email"
                  isRequired
                  errors={fieldErrorKeys(contact.formState.errors.email)}
                  {...contact.register('email')}
                />
                <TextField
                  label={t('summary.phone')}
                  type="tel"
                  autoComplete="tel"
                  isRequired
                  errors={fieldErrorKeys(contact.formState.errors.phone)}
                  {...contact.register('phone')}
                />
              </div>
              <Select
                label={t('summary.country')}
                placeholder={t('summary.countryPlaceholder')}
                options={countries}
                autoComplete="country"
                isRequired
                errors={fieldErrorKeys(contact.formState.errors.country)}
                {...contact.register('country')}
              />
            </>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {t('summary.travelers', { count: rows.length, max: travelerLimit(maxGuests) })}
          </legend>
          <p className={styles.muted}>{t('summary.capacity', { count: maxGuests })}</p>
          {rows.length === 0 && <p className={styles.muted}>{t('summary.noTravelers')}</p>}
          {travelersError && (
            <p className={styles.error} role="alert">
              {t('summary.travelersInvalid')}
            </p>
          )}
          <PartyErrors messages={partyErrors} />
          <ol className={styles.travelers}>
            {rows.map((row, index) => (
              <TravelerItem
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is theirs
                key={index}
                index={index}
                row={row}
                problems={{
                  ...serverProblems[index],
                  ...(showProblems.has(index) ? problemsOf(row) : {}),
                }}
                onChange={(change) => update(index, change)}
                onSave={() => {
                  if (!isValid(row)) return flag(index);
                  setSaved((current) => ({ ...current, [index]: row }));
                  update(index, { isNew: false, isShown: false });
                }}
                onEdit={() => update(index, { isShown: true })}
                onCancel={() => {
                  const before = saved[index];
                  if (before) update(index, { ...before, isShown: false });
                }}
                onDelete={() => {
                  setRows((current) => current.map((r, i) => (i === index ? blankTraveler() : r)));
                  setShowProblems((current) => {
                    const next = new Set(current);
                    next.delete(index);
                    return next;
                  });
                }}
              />
            ))}
          </ol>
          {canAddTraveler(rows.length, maxGuests) && (
            <Button
              variant="secondary"
              onClick={() => setRows((current) => [...current, blankTraveler()])}
            >
              <Plus size={18} aria-hidden="true" />
              {t('summary.addTraveler')}
            </Button>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" isLoading={send.isPending}>
            {t('summary.submit')}
          </Button>
        </div>
      </form>

      <Modal
        isOpen={isThanked}
        title={t('summary.thanksTitle')}
        onClose={() => navigate(paths.myReservations)}
        actions={
          <Button onClick={() => navigate(paths.myReservations)}>
            {t('summary.toMyReservations')}
          </Button>
        }
      >
        <p className={modalStyles.form}>
          <CircleCheck className={styles.thanksIcon} size={32} aria-hidden="true" />
          {t('summary.thanksText')}
        </p>
      </Modal>
    </Card>
  );
}

/** The party's problems (a message key, or the server's own text), read out when they appear. */
function PartyErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation(['messages', 'validation']);
  return messages.map((message) => (
    <p key={message} className={styles.error} role="alert">
      {t(message as 'party_too_large_for_unit', {
        ns: ['messages', 'validation'],
        defaultValue: message,
      })}
    </p>
  ));
}

function TravelerItem({
  index,
  row,
  problems,
  onChange,
  onSave,
  onEdit,
  onCancel,
  onDelete,
}: {
  index: number;
  row: TravelerRow;
  problems: RowProblems;
  onChange: (change: Partial<TravelerRow>) => void;
  onSave: () => void;
  onEdit: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('reservations');
  const id = useId();
  const number = index + 1;
  const name = `${row.first_name} ${row.last_name}`.trim();
  // Focus follows the row (issue 20 #12): saved or cancelled, to its Edit button; opened for
  // editing (or reset by Delete), to its first field. Not on the first render.
  const editRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLSelectElement>(null);
  const wasShown = useRef(row.isShown);
  useEffect(() => {
    if (wasShown.current === row.isShown) return;
    wasShown.current = row.isShown;
    (row.isShown ? firstFieldRef : editRef).current?.focus();
  }, [row.isShown]);
  if (!row.isShown) {
    return (
      <li className={styles.traveler}>
        <span>
          <span className={styles.travelerName}>{name}</span>
          <span className={styles.muted}>
            {' · '}
            {t(`summary.ages.${row.age}`)}
            {row.age === 'adult' && row.email ? ` · ${row.email}` : ''}
          </span>
        </span>
        <span className={styles.rowActions}>
          <Button
            ref={editRef}
            variant="ghost"
            onClick={onEdit}
            aria-label={t('summary.editOf', { name })}
          >
            {t('summary.edit')}
          </Button>
          <Button variant="ghost" onClick={onDelete} aria-label={t('summary.deleteOf', { name })}>
            {t('summary.delete')}
          </Button>
        </span>
      </li>
    );
  }
  return (
    <li className={styles.traveler}>
      <fieldset className={styles.travelerForm} aria-describedby={`${id}-hint`}>
        <legend className={styles.travelerLegend}>{t('summary.travelerN', { number })}</legend>
        <p id={`${id}-hint`} className="visually-hidden">
          {t('summary.travelerHint')}
        </p>
        <div className={fieldStyles.row}>
          <Select
            ref={firstFieldRef}
            label={t('summary.age')}
            options={[
              { value: 'adult', label: t('summary.ages.adult') },
              { value: 'child', label: t('summary.ages.child') },
            ]}
            value={row.age}
            onChange={(event) =>
              onChange({ age: event.target.value === 'child' ? 'child' : 'adult' })
            }
          />
          <TextField
            label={t('summary.firstName')}
            isRequired
            value={row.first_name}
            errors={problems.first_name ? [problems.first_name] : []}
            onChange={(event) => onChange({ first_name: event.target.value })}
          />
        </div>
        <div className={fieldStyles.row}>
          <TextField
            label={t('summary.lastName')}
            isRequired
            value={row.last_name}
            errors={problems.last_name ? [problems.last_name] : []}
            onChange={(event) => onChange({ last_name: event.target.value })}
          />
          {row.age === 'adult' && (
            <TextField
              label={t('summary.email')}
              type="email"
              isRequired
              value={row.email}
              errors={problems.email ? [problems.email] : []}
              onChange={(event) => onChange({ email: event.target.value })}
            />
          )}
        </div>
        <div className={styles.rowActions}>
          <Button variant="secondary" onClick={onSave}>
            {t('summary.save')}
          </Button>
          {!row.isNew && (
            <Button variant="ghost" onClick={onCancel}>
              {t('summary.cancel')}
            </Button>
          )}
          <Button variant="ghost" onClick={onDelete}>
            {t('summary.delete')}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
