import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { countryField, emailField, key, nameField, phoneField } from '../fields.ts';
import {
  CONFIRMATION_NUMBER_MAX_LENGTH,
  MAX_GUESTS,
  MAX_TRAVELERS,
  PROMO_CODE_MAX_LENGTH,
  RESERVATION_LIST_TYPES,
} from './constants.ts';
import { isIsoDate, parseStayDate, stayDateProblems } from './rules/dates.ts';
import { travelerProblems } from './rules/travelers.ts';

/** An exchange company the member belongs to (money-and-stays §3): the spec's field name. */
export const exchangeItemSchema = z.object({ MembershipType: z.string() });
export type ExchangeItem = z.infer<typeof exchangeItemSchema>;

/**
 * money-and-stays §3 and §7: id, name, location, description (HTML in the request language,
 * sanitised by the server), image_location (a destination keyword the web illustrates),
 * read_more_link and buy_link ('#' when there is nothing to buy).
 */
export const destinationHighlightSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  image_location: z.string(),
  read_more_link: z.string(),
  buy_link: z.string(),
});
export type DestinationHighlight = z.infer<typeof destinationHighlightSchema>;

/** The list's optional query: a part of a highlight's name or location, any case and accents. */
export const destinationHighlightsQuerySchema = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

export const destinationHighlightParamsSchema = z.object({
  destination_highlight: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

// ---------------------------------------------------------------- reservations

const required = key('required');
/** A chosen id (hotel, unit type): a select's value arrives as text. */
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));

/** A reservation (spec §3), with the hotel's name. Dates are YYYY-MM-DD. */
export const reservationSchema = z.object({
  reservation_id: z.number(),
  reservation_number: z.string(),
  reservation_status: z.number(),
  hotel: z.string(),
  arriving_date: z.string(),
  departing_date: z.string(),
  number_of_adults: z.number(),
  number_of_children: z.number(),
  guest: z.string(),
  room_type: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const userReservationsParamsSchema = z.object({ type: z.enum(RESERVATION_LIST_TYPES) });

/** A stay date of the request: a real calendar day, YYYY-MM-DD (never a 500 for 2027-02-30). */
const isoDateField = z.string().check(
  z.trim(),
  z.minLength(1, required),
  z.refine((v) => v === '' || isIsoDate(v), key('date_invalid')),
);

/**
 * add_reservation_to_profile's check-in date: spec §3 sends "text like 'Jan 5, 2024'" (in either
 * language's month names), our form YYYY-MM-DD; both arrive as YYYY-MM-DD (rules/dates.ts).
 * The request's arriving and departing dates take the same forms (decisions, issue 20 #6).
 */
const checkInDateField = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v) => v === '' || parseStayDate(v) !== null, key('date_invalid')),
  ),
  z.transform((v) => parseStayDate(v) ?? v),
);

const promoCodeField = z.string().check(
  z.trim(),
  z.maxLength(PROMO_CODE_MAX_LENGTH, key('promo_code_invalid')),
  z.refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), key('promo_code_invalid')),
);

const guestsField = z.coerce
  .number(key('guests_range'))
  .check(
    z.int(key('guests_range')),
    z.gte(1, key('guests_range')),
    z.lte(MAX_GUESTS, key('guests_range')),
  );

/** Spec §5 dates, in the club's days (rules/dates.ts): the form and the route both use it. */
function stayDatesRule(
  value: { arriving: string; departing: string },
  paths: { arriving: string; departing: string },
  ctx: core.$RefinementCtx,
) {
  if (!isIsoDate(value.arriving) || !isIsoDate(value.departing)) return;
  const problems = stayDateProblems(value, new Date());
  if (problems.arriving)
    ctx.addIssue({ code: 'custom', path: [paths.arriving], message: problems.arriving });
  if (problems.departing)
    ctx.addIssue({ code: 'custom', path: [paths.departing], message: problems.departing });
}

/**
 * The request form (spec §3 "Reservation request"): what the dashboard's filter passes and the
 * draft keeps. `destination` and `unitType` are ids as the selects hold them.
 */
export const reservationRequestFormSchema = z
  .object({
    destination: z.string().check(z.minLength(1, required)),
    guests: guestsField,
    arrivingDate: isoDateField,
    departingDate: isoDateField,
    unitType: z.string().check(z.minLength(1, required)),
    unitTypeName: z.optional(z.string()),
    promoCode: promoCodeField,
    addTransportation: z.boolean(),
    flexibleDestination: z.boolean(),
    flexibleDates: z.boolean(),
  })
  .check(
    z.superRefine((form, ctx) =>
      stayDatesRule(
        { arriving: form.arrivingDate, departing: form.departingDate },
        { arriving: 'arrivingDate', departing: 'departingDate' },
        ctx,
      ),
    ),
  );
export type ReservationRequestForm = z.input<typeof reservationRequestFormSchema>;

/** A traveller (spec §3): an adult needs an e-mail, a child (under 12) only the names. */
export const travelerSchema = z
  .object({
    age: z.enum(['adult', 'child']),
    first_name: nameField,
    last_name: nameField,
    // A child's e-mail may come as null from a client (issue 20 #1): no e-mail.
    email: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(254))),
      z.transform((v) => v ?? ''),
    ),
  })
  .check(
    z.superRefine((traveler, ctx) => {
      const problem = travelerProblems(traveler).email;
      if (problem) ctx.addIssue({ code: 'custom', path: ['email'], message: problem });
    }),
  );
export type Traveler = z.input<typeof travelerSchema>;

/**
 * The sent form (spec §3): the stay, the primary traveller (a member's own details come from the
 * profile; a non-member gives them) and the additional travellers.
 */
export const reservationRequestBodySchema = z
  .object({
    is_member: z.boolean(),
    // A member travels as themself: a client may send these null (issue 20 #1).
    first_name: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(128))),
      z.transform((v) => v ?? ''),
    ),
    last_name: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(128))),
      z.transform((v) => v ?? ''),
    ),
    email: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(254))),
      z.transform((v) => v ?? ''),
    ),
    phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(32)))),
    country: z.optional(z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(2)))),
    add_transportation: z._default(z.boolean(), false),
    flexible_dates: z._default(z.boolean(), true),
    flexible_destinations: z._default(z.boolean(), true),
    destination: id,
    arriving_date: checkInDateField,
    departing_date: checkInDateField,
    guests: guestsField,
    promo_code: z.optional(z.nullable(promoCodeField)),
    unit_type: id,
    travelers: z._default(
      z.array(travelerSchema).check(z.maxLength(MAX_TRAVELERS, key('travelers_max'))),
      [],
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      stayDatesRule(
        { arriving: body.arriving_date, departing: body.departing_date },
        { arriving: 'arriving_date', departing: 'departing_date' },
        ctx,
      );
      nonMemberRule(body, ctx);
    }),
  );
export type ReservationRequestBody = z.input<typeof reservationRequestBodySchema>;

/** Spec §3 "Non-member reservation contact": the summary's form and the route check it alike. */
const nonMemberContactSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone: phoneField.check(z.refine((v) => v !== '', key('required'))),
  country: countryField,
});

/** A non-member traveller gives their own contact details (spec §6); a member travels as themself. */
function nonMemberRule(
  value: { is_member: boolean; [field: string]: unknown },
  ctx: core.$RefinementCtx,
) {
  if (value.is_member) return;
  const contact = nonMemberContactSchema.safeParse(value);
  if (contact.success) return;
  for (const issue of contact.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** The summary's primary traveller: the member toggle, or someone else's contact details. */
export const primaryTravelerFormSchema = z
  .object({
    is_member: z.boolean(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
  })
  .check(z.superRefine(nonMemberRule));

/** Spec §7 add_reservation_to_profile: the property is a hotel id from the same list. */
export const addReservationBodySchema = z.object({
  property: id,
  confirmation_number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(CONFIRMATION_NUMBER_MAX_LENGTH, key('text_max')),
    ),
  check_in_date: checkInDateField,
  traveler_last_name: nameField,
});
export type AddReservationBody = z.input<typeof addReservationBodySchema>;

export const sendConfirmationBodySchema = z.object({
  reservation_number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(CONFIRMATION_NUMBER_MAX_LENGTH, key('text_max')),
    ),
});
