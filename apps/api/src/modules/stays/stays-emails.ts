import type { Language } from '@mp/contract/constants';
import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { reservationStatusLabel } from '@mp/contract/stays/constants';
import { staysEmailsEn } from '@mp/contract/stays/emails.en';
import { staysEmailsEs } from '@mp/contract/stays/emails.es';
import { createEvent } from 'ics';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';
import type { ReservationRow } from './stays-repository.ts';

const catalogue: EmailCatalogue<keyof typeof staysEmailsEn> = {
  en: staysEmailsEn,
  es: staysEmailsEs,
};

const day = (iso: string, lang: Language) => formatDayMonthYear(new Date(`${iso}T12:00:00Z`), lang);
const dateArray = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

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
        arriving: day(details.arriving, lang),
        departing: day(details.departing, lang),
        guests: details.guests,
        unit: details.unit,
        number: details.number,
      },
    }),

  confirmation: (
    lang: Language,
    name: string,
    reservation: ReservationRow,
    reservationsUrl: string,
  ) => {
    const texts = catalogue[lang];
    const params = {
      number: reservation.reservationNumber,
      hotel: reservation.hotel,
      arriving: day(reservation.arrivingDate, lang),
      departing: day(reservation.departingDate, lang),
      adults: reservation.numberOfAdults,
      children: reservation.numberOfChildren,
      room: reservation.roomType,
      status: texts[`status_${reservationStatusLabel(reservation.reservationStatus)}`],
    };
    return renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'confirmation_subject',
      introKey: 'confirmation_intro',
      action: { key: 'confirmation_action', url: reservationsUrl },
      noteKey: 'confirmation_note',
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
      adults: reservation.numberOfAdults,
      children: reservation.numberOfChildren,
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
      status: reservation.reservationStatus === 1 ? 'TENTATIVE' : 'CONFIRMED',
      busyStatus: 'OOF',
      calName: 'Member Passport',
    });
    if (error || !value) throw error ?? new Error('calendar file not made');
    return value;
  },
};
