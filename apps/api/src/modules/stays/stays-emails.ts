import type { Language } from '@mp/contract/constants';
import { formatLongDate, formatMonthName, intlLocale } from '@mp/contract/i18n/dates';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import { type ReservationStatusLabel, reservationStatusLabel } from '@mp/contract/stays/constants';
import { staysEmailsEn } from '@mp/contract/stays/emails.en';
import { staysEmailsEs } from '@mp/contract/stays/emails.es';
import { createEvent } from 'ics';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';
import type { ReservationRow } from './stays-repository.ts';

const catalogue: EmailCatalogue<keyof typeof staysEmailsEn> = {
  en: staysEmailsEn,
  es: staysEmailsEs,
};

/** The event's STATUS (RFC 5545): imported again under the same UID, a canceled stay is marked so. */
const CALENDAR_STATUS: Partial<Record<ReservationStatusLabel, 'TENTATIVE' | 'CANCELLED'>> = {
  requested: 'TENTATIVE',
  canceled: 'CANCELLED',
};

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** A day in running text: "5 de enero de 2027" (a form letter's "05 ene 2027" reads machine-made). */
const day = (iso: string, lang: Language) => formatLongDate(noon(iso), lang);
type Texts = (typeof catalogue)[Language];

/** "2 huéspedes", "1 adult": the count with its plural form, never "huésped(es)". */
function counted(
  texts: Texts,
  noun: 'guests' | 'adults' | 'children',
  count: number,
  lang: Language,
) {
  const form = new Intl.PluralRules(intlLocale(lang)).select(count) === 'one' ? 'one' : 'other';
  return interpolate(texts[`${noun}_${form}`], { count });
}

/** "2 adultos y 1 menor", or "2 adultos" without children. */
function party(texts: Texts, adults: number, children: number, lang: Language) {
  const grown = counted(texts, 'adults', adults, lang);
  if (children === 0) return grown;
  return interpolate(texts.party_with_children, {
    adults: grown,
    children: counted(texts, 'children', children, lang),
  });
}

/** The stay's dates in prose: "del 5 al 10 de enero de 2027", "from January 5 to 10, 2027". */
function stayDates(texts: Texts, arriving: string, departing: string, lang: Language) {
  const [fromYear, fromMonth] = arriving.split('-');
  const [toYear, toMonth] = departing.split('-');
  const dayOf = (iso: string) => String(Number(iso.slice(8, 10)));
  const monthOf = (iso: string) => formatMonthName(noon(iso), lang);
  if (fromYear !== toYear) {
    return interpolate(texts.dates_other_years, {
      from: day(arriving, lang),
      to: day(departing, lang),
    });
  }
  const parts = {
    from_day: dayOf(arriving),
    to_day: dayOf(departing),
    year: fromYear ?? '',
    month: monthOf(arriving),
    from_month: monthOf(arriving),
    to_month: monthOf(departing),
  };
  return interpolate(fromMonth === toMonth ? texts.dates_same_month : texts.dates_same_year, parts);
}
const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

/** A stay's dates in prose in the language, as the e-mails write them (the desk's messages too). */
export function stayDatesInProse(lang: Language, arriving: string, departing: string): string {
  return stayDates(catalogue[lang], arriving, departing, lang);
}

/** The stays area's e-mails: the request's acknowledgement and a reservation's confirmation. */
export const staysEmails = {
  requestReceived: (
    lang: Language,
    name: string,
    details: {
      hotel: string;
      arriving: string;
      departing: string;
      guests: number;
      unit: string;
      number: string;
      reservationsUrl: string;
    },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'request_subject',
      introKey: 'request_intro',
      action: { key: 'request_action', url: details.reservationsUrl },
      noteKey: 'request_note',
      params: {
        hotel: details.hotel,
        dates: stayDates(catalogue[lang], details.arriving, details.departing, lang),
        guests: counted(catalogue[lang], 'guests', details.guests, lang),
        unit: details.unit,
        number: details.number,
        phone: CUSTOMER_CARE.tollFree,
      },
    }),

  confirmation: (
    lang: Language,
    name: string,
    reservation: ReservationRow,
    reservationsUrl: string,
  ) => {
    const texts = catalogue[lang];
    const status = reservationStatusLabel(reservation.reservationStatus);
    // A request is not a booking yet and a canceled stay is no stay: neither is told "we look
    // forward to your stay", and their calendar files say so (`calendar` below).
    const notBooked = status === 'requested' || status === 'canceled' ? status : undefined;
    const params = {
      number: reservation.reservationNumber,
      hotel: reservation.hotel,
      arriving: day(reservation.arrivingDate, lang),
      departing: day(reservation.departingDate, lang),
      party: party(texts, reservation.numberOfAdults, reservation.numberOfChildren, lang),
      room: reservation.roomType,
      status: texts[`status_${status}`],
      calendar:
        texts[
          notBooked ? (`confirmation_calendar_${notBooked}` as const) : 'confirmation_calendar'
        ],
      member_care: interpolate(texts.request_note, { phone: CUSTOMER_CARE.tollFree }),
    };
    return renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'confirmation_subject',
      introKey: 'confirmation_intro',
      action: { key: 'confirmation_action', url: reservationsUrl },
      noteKey: notBooked ? (`confirmation_note_${notBooked}` as const) : 'confirmation_note',
      params,
    });
  },

  /**
   * The stay as an all-day iCalendar event (RFC 5545): arrival to departure (the end date is
   * exclusive, so the event covers the nights), the hotel as the location, one stable UID per
   * reservation so a second import updates the first.
   */
  calendar: (lang: Language, reservation: ReservationRow, publicHost: string): string => {
    const texts = catalogue[lang];
    const params = {
      number: reservation.reservationNumber,
      hotel: reservation.hotel,
      room: reservation.roomType,
      party: party(texts, reservation.numberOfAdults, reservation.numberOfChildren, lang),
    };
    const { error, value } = createEvent({
      uid: `reservation-${reservation.reservationNumber}@${publicHost}`,
      productId: 'member-passport/reservations',
      method: 'PUBLISH',
      start: dateArray(reservation.arrivingDate),
      end: dateArray(reservation.departingDate),
      title: interpolate(texts.calendar_title, params),
      description: interpolate(texts.calendar_description, params),
      location: reservation.hotel,
      status: CALENDAR_STATUS[reservationStatusLabel(reservation.reservationStatus)] ?? 'CONFIRMED',
      busyStatus: 'OOF',
      calName: 'Member Passport',
    });
    if (error || !value) throw error ?? new Error('calendar file not made');
    return value;
  },
};
