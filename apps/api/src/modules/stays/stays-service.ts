import { randomBytes } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import { clubToday } from '@mp/contract/rules/club-date';
import { foldText } from '@mp/contract/rules/name';
import { placeInLanguage } from '@mp/contract/rules/places';
import {
  MAX_GUESTS,
  type RESERVATION_LIST_TYPES,
  RESERVATION_STATUS,
} from '@mp/contract/stays/constants';
import { groupReservations } from '@mp/contract/stays/rules/reservations';
import { partyProblems } from '@mp/contract/stays/rules/travelers';
import type {
  addReservationBodySchema,
  DestinationHighlight,
  ExchangeItem,
  Reservation,
  reservationRequestBodySchema,
} from '@mp/contract/stays/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { destinationHighlights } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { localized } from '../../platform/i18n.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { emitWebhook } from '../webhooks/webhook-emit.ts';
import { staysEmails } from './stays-emails.ts';
import {
  attachReservation,
  findDestinationHighlights,
  findExchangeTypesBySession,
  findMemberContact,
  findMemberReservation,
  findReservationRow,
  findReservationToAttach,
  findUnitTypeAtHotel,
  insertReservation,
  insertReservationRequest,
  listReservationsBySession,
  type ReservationRow,
} from './stays-repository.ts';

type HighlightRow = typeof destinationHighlights.$inferSelect;

function toHighlight(row: HighlightRow, lang: Language): DestinationHighlight {
  return {
    id: row.id,
    name: row.name,
    // Club data in one language; its country is named in the member's ("Quintana Roo, México").
    location: placeInLanguage(row.location, lang),
    description: sanitizeRichText(localized(row, lang, 'description')),
    image_location: row.imageLocation,
    read_more_link: row.readMoreLink,
    buy_link: row.buyLink,
  };
}

/** Exchange companies and destination highlights (money-and-stays §2, §3, §7). */
export function createStaysService(
  ctx: Pick<AppContext, 'db' | 'config' | 'kickMail' | 'content'>,
) {
  const { db, config, content } = ctx;
  const highlightRows = () =>
    content.get('destination_highlights', () => findDestinationHighlights(db));
  return {
    /**
     * The spec's shape: one list, inside a list. An empty one means the member has none.
     * Undefined: the token names no live session (checked in the same statement, issue 23).
     */
    async exchanges(accessTokenHash: string): Promise<[ExchangeItem[]] | undefined> {
      const types = await findExchangeTypesBySession(db, accessTokenHash);
      return types && [types.map((type) => ({ MembershipType: type }))];
    },

    /** Every highlight, or those whose name or location contains the query (any case or accent). */
    async destinationHighlights(lang: Language, query?: string): Promise<DestinationHighlight[]> {
      const rows = await highlightRows();
      const wanted = query ? foldText(query) : '';
      return rows
        .filter((row) => !wanted || foldText(`${row.name} ${row.location}`).includes(wanted))
        .map((row) => toHighlight(row, lang));
    },

    async destinationHighlight(id: number, lang: Language): Promise<DestinationHighlight> {
      const row = (await highlightRows()).find((highlight) => highlight.id === id);
      if (!row) throw new AppError(404, 'not_found');
      return toHighlight(row, lang);
    },

    /**
     * The member's reservations, one query: `all` as the spec's client asks (it groups them), or
     * one group by the same rule (§4 grouping, the club's today).
     */
    /** Undefined: the token names no live session (checked in the same statement, issue 23). */
    async reservations(
      accessTokenHash: string,
      type: (typeof RESERVATION_LIST_TYPES)[number],
      lang: Language,
    ): Promise<Reservation[] | undefined> {
      const rows = await listReservationsBySession(db, accessTokenHash);
      if (!rows) return undefined;
      const list = rows.map((row) => toReservation(row, lang));
      return type === 'all' ? list : groupReservations(list, clubToday(new Date()))[type];
    },

    /**
     * Spec §4 "Reservation request flow": the stay and its travellers, stored as a requested
     * reservation (status 1) with the full request beside it, and acknowledged by e-mail in the
     * member's language, in one transaction.
     */
    async requestReservation(
      userId: number,
      body: z.output<typeof reservationRequestBodySchema>,
      lang: Language,
    ): Promise<Reservation> {
      const [unit, member] = await Promise.all([
        findUnitTypeAtHotel(db, body.destination, body.unit_type),
        findMemberContact(db, userId),
      ]);
      if (!member) throw new AppError(404, 'not_found');
      if (!unit) {
        throw new AppError(400, 'validation_failed', { fields: { destination: ['invalid'] } });
      }
      if (unit.unitHotelId !== body.destination || !unit.nameEn || !unit.nameEs) {
        throw new AppError(400, 'validation_failed', {
          fields: { unit_type: ['unit_type_not_at_hotel'] },
        });
      }
      const unitNameEn = unit.nameEn;
      // Issue 20 #17: the guests chosen and the party sent both fit the unit (its occupancy).
      const party = partyProblems(
        { guests: body.guests, travelers: body.travelers.length },
        unit.maxGuests ?? MAX_GUESTS,
      );
      if (party.guests || party.travelers) {
        const fields: Record<string, string[]> = {};
        if (party.guests) fields.guests = [party.guests];
        if (party.travelers) fields.travelers = [party.travelers];
        throw new AppError(400, 'validation_failed', { fields });
      }
      // A member travels as themself: the profile's details, not what the form says.
      const primary = body.is_member
        ? {
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            phone: member.mobilePhone ?? member.homePhone,
            country: member.country,
          }
        : {
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            phone: body.phone ?? null,
            country: body.country ?? null,
          };
      const number = `REQ-${randomBytes(4).toString('hex').toUpperCase()}`;
      const children = body.travelers.filter((t) => t.age === 'child').length;
      const memberLang: Language = member.languageId === 'es' ? 'es' : 'en';
      const mail = staysEmails.requestReceived(memberLang, member.firstName, {
        hotel: unit.hotel,
        arriving: body.arriving_date,
        departing: body.departing_date,
        guests: body.guests,
        unit: memberLang === 'es' ? unit.nameEs : unit.nameEn,
        number,
        reservationsUrl: `${config.publicUrl}/my-reservations`,
      });
      const id = await db.transaction(async (tx) => {
        const created = await insertReservation(tx, {
          userId,
          reservationNumber: number,
          reservationStatus: RESERVATION_STATUS.requested,
          hotelId: body.destination,
          arrivingDate: body.arriving_date,
          departingDate: body.departing_date,
          numberOfAdults: body.travelers.length - children + 1,
          numberOfChildren: children,
          guest: `${primary.firstName} ${primary.lastName}`,
          leadLastName: primary.lastName,
          // The record's own name in the catalogue's first language; screens show the unit
          // type's name in theirs (issue 20 #19).
          roomType: unitNameEn,
          unitTypeId: body.unit_type,
        });
        await insertReservationRequest(tx, {
          userId,
          // The desk decides the request on this reservation (issue 21).
          reservationId: created,
          requestNumber: number,
          isMember: body.is_member,
          firstName: primary.firstName,
          lastName: primary.lastName,
          email: primary.email,
          phone: primary.phone,
          country: primary.country,
          destination: unit.hotel,
          hotelId: body.destination,
          unitTypeId: body.unit_type,
          arrivingDate: body.arriving_date,
          departingDate: body.departing_date,
          guests: body.guests,
          promoCode: body.promo_code || null,
          addTransportation: body.add_transportation,
          flexibleDates: body.flexible_dates,
          flexibleDestinations: body.flexible_destinations,
          travelers: body.travelers.map((t) => ({
            age: t.age,
            first_name: t.first_name,
            last_name: t.last_name,
            ...(t.email && { email: t.email }),
          })),
        });
        await enqueueEmail(tx, { ...mail, to: member.email, template: 'reservation_requested' });
        await emitWebhook(tx, 'reservation.requested', { reservationId: created });
        return created;
      });
      ctx.kickMail();
      const row = await findReservationRow(db, userId, id);
      if (!row) throw new Error('the new reservation is not listed');
      return toReservation(row, lang);
    },

    /**
     * Spec §7 add_reservation_to_profile: an unattached reservation whose hotel, number, check-in
     * date and lead traveller's last name (any case or accent) all match is attached. Null for no
     * match, and for one attached to someone else: another member's booking is never revealed.
     */
    async addToProfile(
      userId: number,
      body: z.output<typeof addReservationBodySchema>,
      lang: Language,
    ): Promise<Reservation | null> {
      const row = await findReservationToAttach(
        db,
        body.property,
        body.confirmation_number,
        body.check_in_date,
      );
      if (!row || foldText(row.leadLastName) !== foldText(body.traveler_last_name)) return null;
      if (row.userId === userId) return toReservation(row, lang);
      if (row.userId !== null || !(await attachReservation(db, row.id, userId))) return null;
      return toReservation({ ...row, userId }, lang);
    },

    /** Spec §7 send_reservation_confirmation: the e-mail with its calendar file. */
    async sendConfirmation(userId: number, reservationNumber: string): Promise<void> {
      const [row, member] = await Promise.all([
        findMemberReservation(db, userId, reservationNumber),
        findMemberContact(db, userId),
      ]);
      if (!row || !member) throw new AppError(404, 'not_found');
      const lang: Language = member.languageId === 'es' ? 'es' : 'en';
      const stay = { ...row, roomType: roomName(row, lang) };
      const mail = staysEmails.confirmation(
        lang,
        member.firstName,
        stay,
        `${config.publicUrl}/my-reservations`,
      );
      const calendar = staysEmails.calendar(lang, stay, new URL(config.publicUrl).hostname);
      await enqueueEmail(db, {
        ...mail,
        to: member.email,
        template: 'reservation_confirmation',
        attachments: [
          {
            filename: `reservation-${row.reservationNumber}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            contentBase64: Buffer.from(calendar, 'utf8').toString('base64'),
          },
        ],
      });
      ctx.kickMail();
    },
  };
}

/**
 * The room as the member reads it: the unit type's name in the language when the stay is in one
 * of ours, else the club record's own name (spanish review M9).
 */
function roomName(row: ReservationRow, lang: Language): string {
  return (lang === 'es' ? row.roomTypeEs : row.roomTypeEn) ?? row.roomType;
}

function toReservation(row: ReservationRow, lang: Language): Reservation {
  return {
    reservation_id: row.id,
    reservation_number: row.reservationNumber,
    reservation_status: row.reservationStatus,
    hotel: row.hotel,
    arriving_date: row.arrivingDate,
    departing_date: row.departingDate,
    number_of_adults: row.numberOfAdults,
    number_of_children: row.numberOfChildren,
    guest: row.guest,
    room_type: roomName(row, lang),
  };
}
