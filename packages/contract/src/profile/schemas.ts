import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { emailField, key, phoneField, requiredText } from '../fields.ts';
import { faqSchema } from '../reference/schemas.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_TYPE,
  CONTRACT_STATUSES,
  MESSAGE_TYPES,
  REPLY_MAX_LENGTH,
} from './constants.ts';

/** A contract as the profile reports it (money-and-stays §3, without its payment lists). */
export const contractSummarySchema = z.object({
  contract_id: z.number(),
  contract_number: z.string(),
  contract_status: z.enum(CONTRACT_STATUSES),
  resort: z.string(),
  user_id: z.number(),
  currency_id: z.number(),
  affiliation: z.string(),
  finance: z.number(),
  balance: z.number(),
  loan_payment_amount: z.number(),
  pay_in_full: z.number(),
  maintenance_fee: z.number(),
  room_type: z.string(),
  contract_date: z.number(),
  total_weeks: z.number(),
  used_weeks: z.number(),
  weeks_available: z.number(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** Spec §3 user profile. `state` and `states` carry the same value (the spec names both). */
export const profileSchema = z.object({
  user_id: z.number(),
  vida_member_id: z.number().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  home_phone: z.string().nullable(),
  all_communications: z.boolean(),
  monthly_communications: z.boolean(),
  language_id: z.enum(LANGUAGES),
  resort_name: z.string().nullable(),
  contracts: z.array(contractSummarySchema),
  faqs: z.array(faqSchema),
  unread_messages: z.number().int(),
  guests: z.array(z.object({ id: z.number(), name: z.string() })),
  country: z.string().nullable(),
  state: z.string().nullable(),
  states: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  payments: z.number().int(),
  affiliation: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Spec §3 contact payload: reason (a contact reason's name), from (the e-mail to answer),
 * from_name, phone, message, message_type and need_to_contact_me. The form's subject is not sent.
 */
export const contactBodySchema = z.object({
  reason: requiredText(),
  from: emailField,
  from_name: requiredText(),
  phone: phoneField.refine((value) => value !== '', key('required')),
  message: z
    .string()
    .trim()
    .min(1, key('required'))
    .max(CONTACT_MESSAGE_MAX_LENGTH, key('message_max')),
  message_type: z.literal(CONTACT_MESSAGE_TYPE).default(CONTACT_MESSAGE_TYPE),
  need_to_contact_me: z.boolean().default(false),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResultSchema = z.object({ data: z.object({ id: z.number() }) });

/**
 * The contact form's own fields (spec §3): reason, subject, phone, email, message and
 * needToContactMe, with the payload's rules; the subject stays in the form.
 */
export const contactFormSchema = z.object({
  reason: contactBodySchema.shape.reason,
  subject: z.string().trim().max(128, key('text_max')),
  phone: contactBodySchema.shape.phone,
  email: contactBodySchema.shape.from,
  message: contactBodySchema.shape.message,
  needToContactMe: z.boolean(),
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** The payload a filled form sends: the member's full name, the subject left out. */
export function contactBodyOf(
  form: z.output<typeof contactFormSchema>,
  member: { first_name: string; last_name: string },
): ContactBody {
  return {
    reason: form.reason,
    from: form.email,
    from_name: `${member.first_name} ${member.last_name}`.trim(),
    phone: form.phone,
    message: form.message,
    message_type: CONTACT_MESSAGE_TYPE,
    need_to_contact_me: form.needToContactMe,
  };
}

// ---------------------------------------------------------------- messages

/** One message of a thread (spec §3 "conversations"), oldest first. */
export const conversationSchema = z.object({
  id: z.number(),
  /** Who wrote it: the member, or the club (whose messages may hold sanitised HTML). */
  author: z.enum(['member', 'club']),
  from_name: z.string(),
  to_name: z.string(),
  message: z.string(),
  date: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * Spec §3 message: a thread as the message centre lists it. `date`, `from_name`, `to_name` and
 * `message` are those of its newest message; `unread_messages` lists the ids of club messages the
 * member has not read.
 */
export const messageSchema = z.object({
  id: z.number(),
  reason: z.string().nullable(),
  date: z.iso.datetime(),
  from_name: z.string(),
  to_name: z.string(),
  subject: z.string(),
  message: z.string(),
  replied: z.boolean(),
  read_at: z.iso.datetime().nullable(),
  unread_messages: z.array(z.number()),
  nr_of_messages: z.number().int(),
  message_type: z.enum(MESSAGE_TYPES),
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSchema = messageSchema.extend({
  conversations: z.array(conversationSchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const messageParamsSchema = z.object({
  message: z.coerce.number().int().positive().max(2_147_483_647),
});

const replyText = z
  .string()
  .trim()
  .min(1, key('required'))
  .max(REPLY_MAX_LENGTH, key('message_max'));

/**
 * Spec §3 reply body: id, message, from, from_name and message_type. Only the message is the
 * member's to choose; the server answers as the signed-in member on the thread's own type, and
 * an `id` other than the path's is refused.
 */
export const replyBodySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  message: replyText,
  from: z.string().max(254).optional(),
  from_name: z.string().max(256).optional(),
  message_type: z.enum(MESSAGE_TYPES).optional(),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

/** The reply panel's form: the message only (spec §5: required, send disabled while invalid). */
export const replyFormSchema = z.object({ message: replyText });
export type ReplyForm = z.input<typeof replyFormSchema>;
