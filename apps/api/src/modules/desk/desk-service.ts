import type { Language } from '@mp/contract/constants';
import { DESK_PAGE_SIZE, REQUEST_NUMBER_PREFIX } from '@mp/contract/desk/constants';
import { declineReasonText } from '@mp/contract/desk/decline-templates';
import type {
  confirmReservationBodySchema,
  DeskHotel,
  DeskMemberRef,
  DeskProfileReview,
  DeskReservationRequest,
  DeskSummary,
  declineReservationBodySchema,
  profileReviewsQuerySchema,
  reservationRequestsQuerySchema,
} from '@mp/contract/desk/schemas';
import { MEMBER_CARE_NAME, type ProfileField } from '@mp/contract/profile/constants';
import { clubToday } from '@mp/contract/rules/club-date';
import { RESERVATION_STATUS } from '@mp/contract/stays/constants';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseJsonColumn } from '../../db/json-object.ts';
import type { users } from '../../db/schema/access.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { profileEmails } from '../profile/profile-emails.ts';
import { staysEmails } from '../stays/stays-emails.ts';
import { findMemberReservation, findUnitTypeAtHotel } from '../stays/stays-repository.ts';
import { deskEmails, type StayText } from './desk-emails.ts';
import {
  decideRequest,
  decideReview,
  deskCounts,
  findRequest,
  findReservationById,
  findReview,
  findUserRow,
  insertAlert,
  insertReservationRow,
  isEmailHeldByOther,
  isReservationNumberTaken,
  listHotelUnits,
  listRequests,
  listReviews,
  lockRequest,
  lockReview,
  type RequestRow,
  type ReviewRow,
  supersedeEmailChanges,
  updateReservation,
  updateUser,
} from './desk-repository.ts';

/** Who acts and for which request: the audit row's caller and request id. */
export interface Acting {
  staff: StaffCaller;
  caller: Caller;
  requestId: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');

export function toMemberRef(member: {
  id: number;
  vidaMemberId: number | null;
  memberConfirmedAt: Date | null;
  firstName: string;
  lastName: string;
  email: string;
  languageId: string;
}): DeskMemberRef {
  return {
    id: member.id,
    // The club's id once the membership is confirmed, as the member's own profile shows it.
    vida_member_id: member.memberConfirmedAt ? member.vidaMemberId : null,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    language: languageOf(member.languageId),
  };
}

function toRequest(row: NonNullable<RequestRow>): DeskReservationRequest {
  const q = row.request;
  return {
    id: q.id,
    status: q.deskStatus as DeskReservationRequest['status'],
    request_number: q.requestNumber,
    created_at: iso(q.createdAt),
    member: toMemberRef(row.member),
    hotel: { id: q.hotelId, name: row.hotelName ?? q.destination },
    unit_type:
      q.unitTypeId && row.unitNameEn && row.unitNameEs
        ? { id: q.unitTypeId, name_en: row.unitNameEn, name_es: row.unitNameEs }
        : null,
    arriving_date: q.arrivingDate,
    departing_date: q.departingDate,
    guests: q.guests,
    promo_code: q.promoCode,
    add_transportation: q.addTransportation,
    flexible_dates: q.flexibleDates,
    flexible_destinations: q.flexibleDestinations,
    primary_traveler: {
      is_member: q.isMember,
      first_name: q.firstName,
      last_name: q.lastName,
      email: q.email,
      phone: q.phone,
      country: q.country,
    },
    travelers: parseJsonColumn(q.travelers).map((t) => ({
      age: t.age,
      first_name: t.first_name,
      last_name: t.last_name,
      email: t.email ?? null,
    })),
    reservation:
      q.reservationId && row.reservationNumber !== null && row.reservationStatus !== null
        ? {
            id: q.reservationId,
            reservation_number: row.reservationNumber,
            reservation_status: row.reservationStatus,
          }
        : null,
    decided_at: q.decidedAt ? iso(q.decidedAt) : null,
    decided_by:
      q.decidedByStaffId && row.decidedByName
        ? { id: q.decidedByStaffId, name: row.decidedByName }
        : null,
    decline_reason: q.declineReason,
  };
}

export function toReview(row: ReviewRow): DeskProfileReview {
  const r = row.review;
  return {
    id: r.id,
    status: r.status as DeskProfileReview['status'],
    created_at: iso(r.createdAt),
    member: toMemberRef(row.member),
    fields: parseJsonColumn(r.fields) as DeskProfileReview['fields'],
    previous_values: parseJsonColumn(r.previousValues),
    new_values: parseJsonColumn(r.newValues),
    reviewed_at: r.reviewedAt ? iso(r.reviewedAt) : null,
    reviewed_by:
      r.reviewedByStaffId && row.reviewedByName
        ? { id: r.reviewedByStaffId, name: row.reviewedByName }
        : null,
    reject_reason: r.rejectReason,
  };
}

type UserInsert = typeof users.$inferInsert;
/** A reviewed field's column on the member's row (the e-mail is handled on its own). */
const REVIEW_COLUMNS: Record<Exclude<ProfileField, 'email'>, keyof UserInsert> = {
  home_phone: 'homePhone',
  mobile_phone: 'mobilePhone',
  address_line_1: 'addressLine1',
  address_line_2: 'addressLine2',
  country: 'country',
  state: 'state',
  city: 'city',
  postal_code: 'postalCode',
  language_id: 'languageId',
  all_communications: 'allCommunications',
  monthly_communications: 'monthlyCommunications',
};

/** The desk (issue 21): home counts, reservation requests and profile reviews. */
export function createDeskService(ctx: Pick<AppContext, 'db' | 'config' | 'kickMail'>) {
  const { db, config } = ctx;
  const reservationsUrl = `${config.publicUrl}/my-reservations`;

  async function requestOrThrow(id: number) {
    const row = await findRequest(db, id);
    if (!row) throw new AppError(404, 'not_found');
    return toRequest(row);
  }

  async function reviewOrThrow(id: number) {
    const row = await findReview(db, id);
    if (!row) throw new AppError(404, 'not_found');
    return toReview(row);
  }

  /** One page of a desk queue (requests, reviews): its rows carry the queue's size. */
  async function deskPage<Status, Row extends { total: number }, Item>(
    list: (tx: typeof db, status: Status, limit: number, offset: number) => PromiseLike<Row[]>,
    query: { status: Status; page: number },
    toItem: (row: Row) => Item,
  ) {
    const rows = await list(db, query.status, DESK_PAGE_SIZE, (query.page - 1) * DESK_PAGE_SIZE);
    return {
      items: rows.map(toItem),
      page: query.page,
      page_size: DESK_PAGE_SIZE,
      total: rows[0]?.total ?? 0,
    };
  }

  /** The request locked, still open, with its member: or the right refusal. */
  async function openRequest(tx: typeof db, id: number) {
    const request = await lockRequest(tx, id);
    if (!request) throw new AppError(404, 'not_found');
    if (request.deskStatus !== 'open') throw new AppError(409, 'request_already_decided');
    const member = await findUserRow(tx, request.userId);
    if (!member) throw new AppError(404, 'not_found');
    return { request, member };
  }

  return {
    async summary(): Promise<DeskSummary> {
      const counts = await deskCounts(db);
      return {
        overdue_threads: counts.overdue,
        open_threads: counts.open,
        open_reservation_requests: counts.requests,
        pending_profile_reviews: counts.reviews,
      };
    },

    requests: (query: z.output<typeof reservationRequestsQuerySchema>) =>
      deskPage(listRequests, query, toRequest),

    request: requestOrThrow,

    async hotels(): Promise<DeskHotel[]> {
      const byId = new Map<number, DeskHotel>();
      for (const row of await listHotelUnits(db)) {
        const hotel = byId.get(row.hotelId) ?? { id: row.hotelId, name: row.hotel, unit_types: [] };
        byId.set(row.hotelId, hotel);
        if (row.unitId && row.nameEn && row.nameEs) {
          hotel.unit_types.push({
            id: row.unitId,
            name_en: row.nameEn,
            name_es: row.nameEs,
            max_guests: row.maxGuests ?? 0,
          });
        }
      }
      return [...byId.values()];
    },

    /**
     * Confirms a request with the club's booking: the member's reservation takes the club's
     * number, unit and dates at status 2; an alert in the message centre and the confirmation
     * e-mail with its calendar file tell the member, in their language.
     */
    async confirm(
      id: number,
      body: z.output<typeof confirmReservationBodySchema>,
      acting: Acting,
    ): Promise<DeskReservationRequest> {
      if (body.arriving_date < clubToday(new Date())) {
        throw new AppError(400, 'validation_failed', {
          fields: { arriving_date: ['date_in_past'] },
        });
      }
      const unit = await findUnitTypeAtHotel(db, body.hotel_id, body.unit_type_id);
      if (!unit) {
        throw new AppError(400, 'validation_failed', { fields: { hotel_id: ['invalid'] } });
      }
      if (unit.unitHotelId !== body.hotel_id || !unit.nameEn || !unit.nameEs) {
        throw new AppError(400, 'validation_failed', {
          fields: { unit_type_id: ['unit_type_not_at_hotel'] },
        });
      }
      const unitNames = { en: unit.nameEn, es: unit.nameEs };
      await db.transaction(async (tx) => {
        const { request, member } = await openRequest(tx, id);
        const lang = languageOf(member.languageId);
        const existing = request.reservationId
          ? await findReservationById(tx, request.reservationId)
          : undefined;
        if (await isReservationNumberTaken(tx, body.reservation_number, existing?.id ?? 0)) {
          throw new AppError(400, 'reservation_number_taken', {
            fields: { reservation_number: ['reservation_number_taken'] },
          });
        }
        const requestNumber =
          request.requestNumber ?? existing?.reservationNumber ?? `${REQUEST_NUMBER_PREFIX}${id}`;
        const booked = {
          reservationNumber: body.reservation_number,
          reservationStatus: RESERVATION_STATUS.confirmed,
          hotelId: body.hotel_id,
          unitTypeId: body.unit_type_id,
          // The record's own name in the catalogue's first language (as the member flow does).
          roomType: unitNames.en,
          arrivingDate: body.arriving_date,
          departingDate: body.departing_date,
        };
        let reservationId = existing?.id;
        if (reservationId) {
          await updateReservation(tx, reservationId, booked);
        } else {
          // A request older than the link to its reservation: the confirmation books one.
          const travelers = parseJsonColumn(request.travelers);
          const children = travelers.filter((t) => t.age === 'child').length;
          reservationId = await insertReservationRow(tx, {
            ...booked,
            userId: request.userId,
            numberOfAdults: travelers.length - children + 1,
            numberOfChildren: children,
            guest: `${request.firstName} ${request.lastName}`,
            leadLastName: request.lastName,
          });
        }
        if (
          !(await decideRequest(tx, id, {
            deskStatus: 'confirmed',
            staffId: acting.staff.staffId,
            reservationId,
          }))
        ) {
          throw new AppError(409, 'request_already_decided');
        }
        const row = await findMemberReservation(tx, request.userId, body.reservation_number);
        if (!row) throw new Error('the confirmed reservation is not found');
        const stay: StayText = {
          request: requestNumber,
          number: body.reservation_number,
          hotel: row.hotel,
          arriving: body.arriving_date,
          departing: body.departing_date,
          unit: unitNames[lang],
        };
        const memberName = `${member.firstName} ${member.lastName}`.trim();
        const alert = deskEmails.alert(lang, 'confirmed', stay);
        await insertAlert(tx, {
          userId: request.userId,
          subject: alert.subject,
          html: alert.html,
          fromName: MEMBER_CARE_NAME[lang],
          toName: memberName,
          staffId: acting.staff.staffId,
        });
        // The same e-mail and calendar file as the member's own "send the confirmation".
        const named = { ...row, roomType: unitNames[lang] };
        const mail = staysEmails.confirmation(lang, member.firstName, named, reservationsUrl);
        const calendar = staysEmails.calendar(lang, named, new URL(config.publicUrl).hostname);
        await enqueueEmail(tx, {
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
        await audit(tx, 'reservation_request_confirmed', {
          userId: request.userId,
          caller: acting.caller,
          requestId: acting.requestId,
          detail: {
            request_id: String(id),
            request_number: requestNumber,
            reservation_number: body.reservation_number,
            hotel_id: body.hotel_id,
            unit_type_id: body.unit_type_id,
            arriving_date: body.arriving_date,
            departing_date: body.departing_date,
          },
        });
      });
      ctx.kickMail();
      return requestOrThrow(id);
    },

    /**
     * Declines a request: the member's reservation is canceled (status 5, so "my reservations"
     * lists it under canceled), the reason in the member's language goes to the message centre
     * and by e-mail.
     */
    async decline(
      id: number,
      body: z.output<typeof declineReservationBodySchema>,
      acting: Acting,
    ): Promise<DeskReservationRequest> {
      await db.transaction(async (tx) => {
        const { request, member } = await openRequest(tx, id);
        const lang = languageOf(member.languageId);
        const reason = declineReasonText(body, lang);
        const reservation = request.reservationId
          ? await findReservationById(tx, request.reservationId)
          : undefined;
        if (reservation) {
          await updateReservation(tx, reservation.id, {
            reservationStatus: RESERVATION_STATUS.canceled,
          });
        }
        if (
          !(await decideRequest(tx, id, {
            deskStatus: 'declined',
            staffId: acting.staff.staffId,
            reservationId: reservation?.id ?? null,
            declineReason: reason,
          }))
        ) {
          throw new AppError(409, 'request_already_decided');
        }
        const fresh = await findRequest(tx, id);
        const stay: StayText = {
          request:
            request.requestNumber ??
            reservation?.reservationNumber ??
            `${REQUEST_NUMBER_PREFIX}${id}`,
          number: reservation?.reservationNumber ?? '',
          hotel: fresh?.hotelName ?? request.destination,
          arriving: request.arrivingDate,
          departing: request.departingDate,
          unit: (lang === 'es' ? fresh?.unitNameEs : fresh?.unitNameEn) ?? '',
        };
        const memberName = `${member.firstName} ${member.lastName}`.trim();
        const alert = deskEmails.alert(lang, 'declined', stay, reason);
        await insertAlert(tx, {
          userId: request.userId,
          subject: alert.subject,
          html: alert.html,
          fromName: MEMBER_CARE_NAME[lang],
          toName: memberName,
          staffId: acting.staff.staffId,
        });
        await enqueueEmail(tx, {
          ...deskEmails.declined(lang, member.firstName, stay, reason, reservationsUrl),
          to: member.email,
          template: 'reservation_declined',
        });
        await audit(tx, 'reservation_request_declined', {
          userId: request.userId,
          caller: acting.caller,
          requestId: acting.requestId,
          detail: {
            request_id: String(id),
            request_number: stay.request,
            ...(body.template && { template: body.template }),
            ...(body.reason && { reason: body.reason }),
          },
        });
      });
      ctx.kickMail();
      return requestOrThrow(id);
    },

    reviews: (query: z.output<typeof profileReviewsQuerySchema>) =>
      deskPage(listReviews, query, toReview),

    async verify(id: number, acting: Acting): Promise<DeskProfileReview> {
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, id);
        if (!review) throw new AppError(404, 'not_found');
        if (!(await decideReview(tx, id, { status: 'verified', staffId: acting.staff.staffId }))) {
          throw new AppError(409, 'review_already_decided');
        }
        await audit(tx, 'profile_review_verified', {
          userId: review.userId,
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { review_id: id, fields: parseJsonColumn(review.fields) },
        });
      });
      return reviewOrThrow(id);
    },

    /**
     * Rejects an edit: the values before go back on the member's row and the member is told why
     * by e-mail, in their language. An e-mail change still waiting for its link is cancelled;
     * one already confirmed goes back to the address before unless another account took it.
     */
    async reject(id: number, reason: string, acting: Acting): Promise<DeskProfileReview> {
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, id);
        if (!review) throw new AppError(404, 'not_found');
        if (review.status !== 'pending') throw new AppError(409, 'review_already_decided');
        const member = await findUserRow(tx, review.userId);
        if (!member) throw new AppError(404, 'not_found');
        const fields = parseJsonColumn(review.fields) as ProfileField[];
        const before = parseJsonColumn(review.previousValues);
        const after = parseJsonColumn(review.newValues);
        const restored: Partial<UserInsert> = {};
        for (const field of fields) {
          if (field === 'email' || !(field in before)) continue;
          Object.assign(restored, { [REVIEW_COLUMNS[field]]: before[field] ?? null });
        }
        let email = member.email;
        if (fields.includes('email')) {
          await supersedeEmailChanges(tx, member.id);
          const previous = before.email;
          if (
            previous &&
            after.email &&
            member.email.toLowerCase() === after.email.toLowerCase() &&
            !(await isEmailHeldByOther(tx, previous, member.id))
          ) {
            restored.email = previous;
            email = previous;
          }
        }
        if (Object.keys(restored).length > 0) await updateUser(tx, member.id, restored);
        if (
          !(await decideReview(tx, id, {
            status: 'rejected',
            staffId: acting.staff.staffId,
            rejectReason: reason,
          }))
        ) {
          throw new AppError(409, 'review_already_decided');
        }
        const lang = languageOf(member.languageId);
        await enqueueEmail(tx, {
          ...profileEmails.reviewRejected(lang, `${member.firstName} ${member.lastName}`.trim(), {
            fields,
            reason,
            accountUrl: `${config.publicUrl}/my-account`,
          }),
          to: email,
          template: 'profile_review_rejected',
        });
        await audit(tx, 'profile_review_rejected', {
          userId: member.id,
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { review_id: id, fields, reason },
        });
      });
      ctx.kickMail();
      return reviewOrThrow(id);
    },
  };
}
