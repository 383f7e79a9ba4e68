import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { LANGUAGES } from '../constants.ts';
import { key } from '../fields.ts';
import { REVIEWED_PROFILE_FIELDS } from '../profile/constants.ts';
import { CONFIRMATION_NUMBER_MAX_LENGTH } from '../stays/constants.ts';
import { isIsoDate } from '../stays/rules/dates.ts';
import {
  DECISION_REASON_MAX_LENGTH,
  DESK_MAX_PAGE,
  MEMBER_LOOKUP_QUERY_MAX_LENGTH,
  MEMBER_LOOKUP_QUERY_MIN_LENGTH,
  PROFILE_REVIEW_STATUSES,
  RESERVATION_REQUEST_STATUSES,
  VIEW_REASON_MAX_LENGTH,
  VIEW_REASON_MIN_LENGTH,
} from './constants.ts';
import { DECLINE_TEMPLATE_IDS } from './decline-templates.ts';

const required = key('required');
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));
export const deskIdParamsSchema = z.object({ id });

const isoDate = z
  .string(required)
  .check(z.trim(), z.minLength(1, required), z.refine(isIsoDate, key('date_invalid')));

// ---------------------------------------------------------------- home

/** The home screen's counts: what needs someone now. */
export const deskSummarySchema = z.object({
  /** Open support threads whose member waited longer than DESK_ANSWER_HOURS. */
  overdue_threads: z.int(),
  open_threads: z.int(),
  open_reservation_requests: z.int(),
  pending_profile_reviews: z.int(),
});
export type DeskSummary = z.infer<typeof deskSummarySchema>;

// ---------------------------------------------------------------- shared pieces

/** A member as the desk's lists name them. */
export const deskMemberRefSchema = z.object({
  id: z.number(),
  vida_member_id: z.nullable(z.number()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
});
export type DeskMemberRef = z.infer<typeof deskMemberRefSchema>;

const staffRefSchema = z.nullable(z.object({ id: z.number(), name: z.string() }));

const pageSchema = z.coerce
  .number(required)
  .check(z.int(required), z.gte(1, required), z.lte(DESK_MAX_PAGE));

const pagedList = <T extends core.$ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.int(),
    page_size: z.int(),
    total: z.int(),
  });

// ---------------------------------------------------------------- reservation requests

export const reservationRequestsQuerySchema = z.object({
  status: z._default(z.enum(RESERVATION_REQUEST_STATUSES), 'open'),
  page: z._default(pageSchema, 1),
});

export const deskTravelerSchema = z.object({
  age: z.enum(['adult', 'child']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
});

export const deskReservationRequestSchema = z.object({
  id: z.number(),
  status: z.enum(RESERVATION_REQUEST_STATUSES),
  /** The member's REQ- number (the reservation's number while the request is open). */
  request_number: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  member: deskMemberRefSchema,
  hotel: z.object({ id: z.nullable(z.number()), name: z.string() }),
  unit_type: z.nullable(z.object({ id: z.number(), name_en: z.string(), name_es: z.string() })),
  arriving_date: z.string(),
  departing_date: z.string(),
  guests: z.int(),
  promo_code: z.nullable(z.string()),
  add_transportation: z.boolean(),
  flexible_dates: z.boolean(),
  flexible_destinations: z.boolean(),
  /** Who travels first: the member themself, or the contact they gave. */
  primary_traveler: z.object({
    is_member: z.boolean(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    country: z.nullable(z.string()),
  }),
  travelers: z.array(deskTravelerSchema),
  /** The member's reservation the request made; after a confirmation it holds the club's number. */
  reservation: z.nullable(
    z.object({
      id: z.number(),
      reservation_number: z.string(),
      reservation_status: z.int(),
    }),
  ),
  decided_at: z.nullable(z.iso.datetime()),
  decided_by: staffRefSchema,
  decline_reason: z.nullable(z.string()),
});
export type DeskReservationRequest = z.infer<typeof deskReservationRequestSchema>;

export const deskReservationRequestListSchema = pagedList(deskReservationRequestSchema);

/** Confirming: the club's reservation number, the unit and the dates it booked. */
export const confirmReservationBodySchema = z
  .object({
    reservation_number: z
      .string(required)
      .check(
        z.trim(),
        z.minLength(1, required),
        z.maxLength(CONFIRMATION_NUMBER_MAX_LENGTH, key('text_max')),
        z.regex(/^[A-Za-z0-9-]+$/, key('invalid')),
      ),
    hotel_id: id,
    unit_type_id: id,
    arriving_date: isoDate,
    departing_date: isoDate,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (isIsoDate(body.arriving_date) && isIsoDate(body.departing_date)) {
        if (body.departing_date <= body.arriving_date) {
          ctx.addIssue({
            code: 'custom',
            path: ['departing_date'],
            message: 'departure_before_arrival',
          });
        }
      }
    }),
  );
export type ConfirmReservationBody = z.input<typeof confirmReservationBodySchema>;

/** Declining: a template, a written reason, or both (then the text follows the template). */
export const declineReservationBodySchema = z
  .object({
    template: z.optional(z.enum(DECLINE_TEMPLATE_IDS)),
    reason: z.pipe(
      z.optional(
        z.string().check(z.trim(), z.maxLength(DECISION_REASON_MAX_LENGTH, key('text_max'))),
      ),
      z.transform((v) => (v ? v : undefined)),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (!body.template && !body.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
      }
    }),
  );
export type DeclineReservationBody = z.input<typeof declineReservationBodySchema>;

/** The hotels and their unit types, for the confirmation form's choices. */
export const deskHotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  unit_types: z.array(
    z.object({ id: z.number(), name_en: z.string(), name_es: z.string(), max_guests: z.number() }),
  ),
});
export type DeskHotel = z.infer<typeof deskHotelSchema>;

// ---------------------------------------------------------------- profile reviews

export const profileReviewsQuerySchema = z.object({
  status: z._default(z.enum(PROFILE_REVIEW_STATUSES), 'pending'),
  page: z._default(pageSchema, 1),
});

const profileValues = z.record(z.string(), z.nullable(z.string()));

export const deskProfileReviewSchema = z.object({
  id: z.number(),
  status: z.enum([...PROFILE_REVIEW_STATUSES, 'superseded']),
  created_at: z.iso.datetime(),
  member: deskMemberRefSchema,
  /** The edited fields, in the profile payload's names (REVIEWED_PROFILE_FIELDS). */
  fields: z.array(z.enum(REVIEWED_PROFILE_FIELDS)),
  previous_values: profileValues,
  new_values: profileValues,
  reviewed_at: z.nullable(z.iso.datetime()),
  reviewed_by: staffRefSchema,
  reject_reason: z.nullable(z.string()),
});
export type DeskProfileReview = z.infer<typeof deskProfileReviewSchema>;

export const deskProfileReviewListSchema = pagedList(deskProfileReviewSchema);

export const rejectReviewBodySchema = z.object({
  reason: z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(DECISION_REASON_MAX_LENGTH, key('text_max')),
    ),
});
export type RejectReviewBody = z.input<typeof rejectReviewBodySchema>;

// ---------------------------------------------------------------- member lookup

export const memberLookupQuerySchema = z.object({
  // Coerced: a query of digits may reach the route as a number. An id may be one digit.
  q: z.coerce.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(MEMBER_LOOKUP_QUERY_MAX_LENGTH, key('text_max')),
    z.refine((q) => /^\d+$/.test(q) || q.length >= MEMBER_LOOKUP_QUERY_MIN_LENGTH, required),
  ),
});

export const memberLookupItemSchema = z.extend(deskMemberRefSchema, {
  email_verified: z.boolean(),
  disabled: z.boolean(),
});
export type MemberLookupItem = z.infer<typeof memberLookupItemSchema>;

export const memberViewQuerySchema = z.object({
  reason: z.coerce
    .string(required)
    .check(
      z.trim(),
      z.minLength(VIEW_REASON_MIN_LENGTH, required),
      z.maxLength(VIEW_REASON_MAX_LENGTH, key('text_max')),
    ),
});

/** A member's record as the desk reads it (read-only; every view is audited with its reason). */
export const deskMemberPageSchema = z.object({
  member: z.extend(deskMemberRefSchema, {
    member_confirmed: z.boolean(),
    email_verified: z.boolean(),
    disabled_at: z.nullable(z.iso.datetime()),
    created_at: z.iso.datetime(),
    home_phone: z.nullable(z.string()),
    mobile_phone: z.nullable(z.string()),
    address_line_1: z.nullable(z.string()),
    address_line_2: z.nullable(z.string()),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    country: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    all_communications: z.boolean(),
    monthly_communications: z.boolean(),
  }),
  contracts: z.array(
    z.object({
      id: z.number(),
      contract_number: z.string(),
      contract_status: z.string(),
      resort: z.string(),
      currency_id: z.number(),
      balance: z.number(),
      room_type: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      created_at: z.iso.datetime(),
      /** The order's status (contract payments/constants ORDER_STATUS). */
      status: z.int(),
      amount: z.number(),
      currency: z.string(),
      reference: z.string(),
      contract_number: z.string(),
      last_four: z.nullable(z.string()),
    }),
  ),
  reservations: z.array(
    z.object({
      id: z.number(),
      reservation_number: z.string(),
      reservation_status: z.int(),
      hotel: z.string(),
      arriving_date: z.string(),
      departing_date: z.string(),
    }),
  ),
  threads: z.array(
    z.object({
      id: z.number(),
      message_type: z.string(),
      subject: z.string(),
      desk_status: z.string(),
      updated_at: z.iso.datetime(),
    }),
  ),
  /** Live sign-ins: when they began and end. Never a token. */
  sessions: z.array(z.object({ created_at: z.iso.datetime(), expires_at: z.iso.datetime() })),
  pending_review: z.nullable(deskProfileReviewSchema),
});
export type DeskMemberPage = z.infer<typeof deskMemberPageSchema>;

/** What a member action answers: the account's state after it. */
export const memberActionResultSchema = z.object({
  id: z.number(),
  disabled: z.boolean(),
  email_verified: z.boolean(),
  live_sessions: z.int(),
});
export type MemberActionResult = z.infer<typeof memberActionResultSchema>;
