import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { LANGUAGES } from '../constants.ts';
import { key, preprocess } from '../fields.ts';
import { CONTRACT_STATUSES } from '../profile/constants.ts';
import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_MAX_PAGE,
  BROADCAST_SCHEDULE_MAX_DAYS,
  BROADCAST_STATUSES,
  BROADCAST_SUBJECT_MAX_LENGTH,
  BROADCAST_TYPES,
} from './constants.ts';

const required = key('required');
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));
export const broadcastIdParamsSchema = z.object({ id });

const subject = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(BROADCAST_SUBJECT_MAX_LENGTH, key('text_max')),
  );
const body = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(BROADCAST_BODY_MAX_LENGTH, key('message_max')),
  );

// ---------------------------------------------------------------- segment

/**
 * Who a broadcast goes to: the members (a confirmed member id, a verified e-mail, not disabled)
 * that match EVERY filter given; no filter is every member. A resort is a hotel of the catalogue:
 * its members have a contract there that is not cancelled. A payment due is an unpaid item due
 * today or earlier on a visible contract, as the member's own payment counter counts it.
 */
export const segmentSchema = z.object({
  resort_id: z.optional(z.nullable(id)),
  language: z.optional(z.nullable(z.enum(LANGUAGES, key('language_invalid')))),
  contract_status: z.optional(z.nullable(z.enum(CONTRACT_STATUSES, key('invalid')))),
  payment_due: z._default(z.optional(z.boolean()), false),
});
export type Segment = z.input<typeof segmentSchema>;
export type SegmentFilters = z.output<typeof segmentSchema>;

/** The same filters in a query string (the live count): empty means "any". */
const emptyIsAbsent = <T extends core.$ZodType>(field: T) =>
  preprocess((value) => (value === '' ? undefined : value), z.optional(field));
export const segmentQuerySchema = z.object({
  resort_id: emptyIsAbsent(id),
  language: emptyIsAbsent(z.enum(LANGUAGES, key('language_invalid'))),
  contract_status: emptyIsAbsent(z.enum(CONTRACT_STATUSES, key('invalid'))),
  payment_due: z.pipe(
    z.optional(emptyIsAbsent(z.enum(['true', 'false'], key('invalid')))),
    z.transform((value) => value === 'true'),
  ),
});
export type SegmentQuery = z.input<typeof segmentQuerySchema>;

/** How many members the segment holds, and how many of them a marketing message reaches. */
export const segmentCountSchema = z.object({
  members: z.int(),
  /** Members with `all_communications` and `monthly_communications` both on. */
  marketing_recipients: z.int(),
});
export type SegmentCount = z.infer<typeof segmentCountSchema>;

export const segmentOptionsSchema = z.object({
  resorts: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SegmentOptions = z.infer<typeof segmentOptionsSchema>;

// ---------------------------------------------------------------- a broadcast

const sendAtField = z.iso.datetime({ offset: true, error: 'date_invalid' });

/**
 * A new broadcast: the subject and body in English AND Spanish (plain text; a blank line starts
 * a paragraph), its segment, and when: `send_at` absent sends now; a time sends then (scheduled).
 * A time less than a minute ago counts as now (the clock of the form and the server's differ).
 */
export const createBroadcastBodySchema = z
  .object({
    message_type: z.enum(BROADCAST_TYPES, key('invalid')),
    subject_en: subject,
    subject_es: subject,
    body_en: body,
    body_es: body,
    segment: z._default(segmentSchema, { payment_due: false }),
    send_at: z.optional(z.nullable(sendAtField)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.send_at) return;
      const at = new Date(value.send_at).getTime();
      const now = Date.now();
      if (at < now - 60_000) {
        ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'send_at_past' });
      } else if (at > now + BROADCAST_SCHEDULE_MAX_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'send_at_too_far' });
      }
    }),
  );
export type CreateBroadcastBody = z.input<typeof createBroadcastBodySchema>;

export const broadcastSchema = z.object({
  id: z.number(),
  message_type: z.enum(BROADCAST_TYPES),
  status: z.enum(BROADCAST_STATUSES),
  subject_en: z.string(),
  subject_es: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  segment: z.object({
    resort: z.nullable(z.object({ id: z.nullable(z.number()), name: z.string() })),
    language: z.nullable(z.enum(LANGUAGES)),
    contract_status: z.nullable(z.enum(CONTRACT_STATUSES)),
    payment_due: z.boolean(),
  }),
  /** When it was (or is) to be sent. */
  send_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
  created_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
  started_at: z.nullable(z.iso.datetime()),
  finished_at: z.nullable(z.iso.datetime()),
  cancelled_at: z.nullable(z.iso.datetime()),
  counts: z.object({
    /** Members whose message centre got it. */
    delivered: z.int(),
    /** E-mail copies put on the queue (one per delivered member). */
    emails: z.int(),
    /** Members of the segment a marketing broadcast left out for their preferences. */
    opted_out: z.int(),
  }),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastsQuerySchema = z.object({
  status: z.optional(z.enum(BROADCAST_STATUSES, key('invalid'))),
  page: z._default(
    z.coerce.number(required).check(z.int(required), z.gte(1, required), z.lte(BROADCAST_MAX_PAGE)),
    1,
  ),
});
export type BroadcastsQuery = z.input<typeof broadcastsQuerySchema>;

export const broadcastListSchema = z.object({
  items: z.array(broadcastSchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
});
export type BroadcastList = z.infer<typeof broadcastListSchema>;

// ---------------------------------------------------------------- the compose form

/**
 * The compose form's fields: the body's, with the segment flat (a select's "any" is '') and the
 * time as the browser's `datetime-local` value.
 */
export const composeFormSchema = z
  .object({
    message_type: z.enum(BROADCAST_TYPES, key('invalid')),
    subject_en: subject,
    subject_es: subject,
    body_en: body,
    body_es: body,
    resort_id: z.string(),
    language: z.string(),
    contract_status: z.string(),
    payment_due: z.boolean(),
    when: z.enum(['now', 'later']),
    send_at: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.when !== 'later') return;
      const at = new Date(form.send_at).getTime();
      if (!form.send_at || Number.isNaN(at)) {
        ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'date_invalid' });
      } else if (at < Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'send_at_past' });
      } else if (at > Date.now() + BROADCAST_SCHEDULE_MAX_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['send_at'], message: 'send_at_too_far' });
      }
    }),
  );
export type ComposeForm = z.input<typeof composeFormSchema>;

/** The segment the form's filters describe. */
export function segmentOf(
  form: Pick<ComposeForm, 'resort_id' | 'language' | 'contract_status' | 'payment_due'>,
) {
  return {
    resort_id: form.resort_id ? Number(form.resort_id) : null,
    language: (form.language || null) as Segment['language'],
    contract_status: (form.contract_status || null) as Segment['contract_status'],
    payment_due: form.payment_due,
  } satisfies Segment;
}

/** The payload a filled form sends. */
export function broadcastBodyOf(form: ComposeForm): CreateBroadcastBody {
  return {
    message_type: form.message_type,
    subject_en: form.subject_en,
    subject_es: form.subject_es,
    body_en: form.body_en,
    body_es: form.body_es,
    segment: segmentOf(form),
    send_at: form.when === 'later' ? new Date(form.send_at).toISOString() : null,
  };
}
