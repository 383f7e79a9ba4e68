import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { PASSWORD_MAX_LENGTH } from '../access/constants.ts';
import { verifyQuerySchema } from '../access/signed-link.ts';
import { LANGUAGES, TEXT_MAX_LENGTH } from '../constants.ts';
import {
  absentWhenEmpty,
  countryField,
  currentPasswordField,
  emailField,
  key,
  languageField,
  languageTagField,
  newPasswordField,
  phoneField,
  postalCodeField,
  requiredText,
} from '../fields.ts';
import { faqSchema } from '../reference/schemas.ts';
import { addressIssues } from './address.ts';
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
  vida_member_id: z.nullable(z.number()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  address_line_1: z.nullable(z.string()),
  address_line_2: z.nullable(z.string()),
  mobile_phone: z.nullable(z.string()),
  home_phone: z.nullable(z.string()),
  all_communications: z.boolean(),
  monthly_communications: z.boolean(),
  language_id: z.enum(LANGUAGES),
  resort_name: z.nullable(z.string()),
  contracts: z.array(contractSummarySchema),
  faqs: z.array(faqSchema),
  unread_messages: z.int(),
  guests: z.array(z.object({ id: z.number(), name: z.string() })),
  country: z.nullable(z.string()),
  state: z.nullable(z.string()),
  states: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  payments: z.int(),
  affiliation: z.nullable(z.string()),
  updated_at: z.iso.datetime(),
  /** An e-mail change waiting for the new address to confirm it (decision "E-mail change"). */
  pending_email: z.nullable(z.string()),
  /** Spec §4: contact-detail edits are verified by an agent within 1-3 days. */
  profile_review: z.nullable(
    z.object({ status: z.enum(['pending', 'verified']), requested_at: z.iso.datetime() }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

// ---------------------------------------------------------------- profile update

const passwordText = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, key('password_max')));
const optionalText = (max = TEXT_MAX_LENGTH) =>
  z.string().check(z.trim(), z.maxLength(max, key('text_max')));
/** An empty text is no value: the server stores null (spec §4, "an empty phone is sent as null"). */
const orNull = <T extends core.$ZodType<string>>(field: T) =>
  z.optional(
    z.pipe(
      z.nullable(field),
      z.transform((v) => (v === '' || v === null ? null : v)),
    ),
  );

function confirmationRule(
  value: { new_password?: string; new_password_confirmation?: string },
  ctx: core.$RefinementCtx,
) {
  if (!value.new_password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['new_password_confirmation'], message: 'required' });
  } else if (value.new_password_confirmation !== value.new_password) {
    ctx.addIssue({
      code: 'custom',
      path: ['new_password_confirmation'],
      message: 'password_confirmation_mismatch',
    });
  }
}

/**
 * Spec §3 password change payload and §5 rules: the current password, a new one with the
 * strength rules, and its confirmation (decision [10]: `PUT /api/v1/profile/password`).
 */
export const passwordChangeBodySchema = z
  .object({
    current_password: currentPasswordField,
    new_password: newPasswordField,
    new_password_confirmation: z
      .string()
      .check(z.maxLength(PASSWORD_MAX_LENGTH, key('password_max'))),
  })
  .check(z.superRefine(confirmationRule));
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/**
 * Spec §3 profile update payload, plus the location fields of the form (country, state, city,
 * postal code). Every field is optional: a field left out keeps its value (the language switch
 * sends `language_id` alone). A field sent is checked as the form checks it. Password fields
 * count only with a current password (spec §4: they are dropped without one).
 */
export const profileUpdateBodySchema = z
  .object({
    email: z.optional(emailField),
    home_phone: orNull(phoneField),
    mobile_phone: orNull(phoneField),
    address_line_1: z.optional(requiredText()),
    address_line_2: orNull(optionalText()),
    country: z.optional(z.nullable(countryField)),
    state: orNull(optionalText()),
    city: orNull(optionalText()),
    postal_code: orNull(postalCodeField),
    language_id: absentWhenEmpty(languageTagField),
    all_communications: z.optional(z.boolean()),
    monthly_communications: z.optional(z.boolean()),
    // Spec §4: without a current password the password fields are dropped; a client may send
    // them empty or null instead of leaving them out (issue 20 #1).
    current_password: absentWhenEmpty(passwordText),
    new_password: absentWhenEmpty(passwordText),
    new_password_confirmation: absentWhenEmpty(passwordText),
  })
  .check(
    z.superRefine((value, ctx) => {
      // A line 1 sent blank is refused above; what an address needs as a whole is checked
      // against the stored profile (addressIssues in the service): fields left out keep theirs.
      if (value.country && value.state && addressIssues(value, false).state === 'state_invalid') {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'state_invalid' });
      }
      if (!value.current_password) return;
      const strength = newPasswordField.safeParse(value.new_password ?? '');
      for (const issue of strength.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: issue.message });
      }
      confirmationRule(value, ctx);
    }),
  );
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;
export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

const profileFormFields = z.object({
  email: emailField,
  home_phone: phoneField,
  mobile_phone: phoneField,
  address_line_1: optionalText(),
  address_line_2: optionalText(),
  country: countryField,
  state: optionalText(),
  city: optionalText(),
  postal_code: postalCodeField,
  language_id: languageField,
  all_communications: z.boolean(),
  monthly_communications: z.boolean(),
});

/**
 * The edit-profile form (spec §2 and §5): country required, phones optional, address line 1
 * required with an address (addressIssues: one on file, or any part of one typed).
 */
export function profileFormSchemaFor(hasAddressOnFile: boolean) {
  return profileFormFields.check(
    z.superRefine((value, ctx) => {
      for (const [path, message] of Object.entries(addressIssues(value, hasAddressOnFile))) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    }),
  );
}
/** The form of a member with an address on file. */
export const profileFormSchema = profileFormSchemaFor(true);
export type ProfileForm = z.input<typeof profileFormFields>;

/** E-mail change confirmation link: `/account/email/confirm/{id}/{hash}?expires=&signature=`. */
export const emailChangeParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  hash: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});
/** Signed and expiring like the verification link (SECURITY.md). */
export const emailChangeQuerySchema = verifyQuerySchema;
export const emailChangeResultSchema = z.object({ email: z.string() });

const contactSubject = z.string().check(z.trim(), z.maxLength(128, key('text_max')));

/**
 * Spec §3 contact payload: reason (a contact reason's name), from (the e-mail to answer),
 * from_name, phone, message, message_type and need_to_contact_me. Beside it, an optional
 * `subject`: the spec's client does not send one and its payload works as it is; ours sends
 * the form's subject so the thread keeps it (else the thread is titled with the reason).
 */
export const contactBodySchema = z.object({
  reason: requiredText(),
  subject: absentWhenEmpty(contactSubject),
  from: emailField,
  from_name: requiredText(),
  phone: phoneField.check(z.refine((value) => value !== '', key('required'))),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, 'message_max'),
  message_type: z._default(z.literal(CONTACT_MESSAGE_TYPE), CONTACT_MESSAGE_TYPE),
  need_to_contact_me: z._default(z.boolean(), false),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactResultSchema = z.object({ data: z.object({ id: z.number() }) });

/**
 * The contact form's own fields (spec §3): reason, subject, phone, email, message and
 * needToContactMe, with the payload's rules.
 */
export const contactFormSchema = z.object({
  reason: contactBodySchema.shape.reason,
  subject: contactSubject,
  phone: contactBodySchema.shape.phone,
  email: contactBodySchema.shape.from,
  message: contactBodySchema.shape.message,
  needToContactMe: z.boolean(),
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** The payload a filled form sends: the member's full name, the subject when one is given. */
export function contactBodyOf(
  form: z.output<typeof contactFormSchema>,
  member: { first_name: string; last_name: string },
): ContactBody {
  return {
    reason: form.reason,
    ...(form.subject !== '' && { subject: form.subject }),
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
  read_at: z.nullable(z.iso.datetime()),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * Spec §3 message: a thread as the message centre lists it. `date`, `from_name`, `to_name` and
 * `message` are those of its newest message; `unread_messages` lists the ids of club messages the
 * member has not read.
 */
export const messageSchema = z.object({
  id: z.number(),
  reason: z.nullable(z.string()),
  date: z.iso.datetime(),
  from_name: z.string(),
  to_name: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Who wrote `message`: the member (plain text) or the club (sanitised HTML). */
  author: z.enum(['member', 'club']),
  replied: z.boolean(),
  read_at: z.nullable(z.iso.datetime()),
  unread_messages: z.array(z.number()),
  nr_of_messages: z.int(),
  message_type: z.enum(MESSAGE_TYPES),
});
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSchema = z.extend(messageSchema, {
  conversations: z.array(conversationSchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const messageParamsSchema = z.object({
  message: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

const replyText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(REPLY_MAX_LENGTH, key('message_max')),
  );

/**
 * Spec §3 reply body: id, message, from, from_name and message_type. Only the message is the
 * member's to choose; the server answers as the signed-in member on the thread's own type, and
 * an `id` other than the path's is refused.
 */
export const replyBodySchema = z.object({
  // The spec's client fills these from the profile and the thread; empty or null is absent.
  id: absentWhenEmpty(z.coerce.number().check(z.int(), z.positive())),
  message: replyText,
  from: absentWhenEmpty(z.string().check(z.maxLength(254))),
  from_name: absentWhenEmpty(z.string().check(z.maxLength(256))),
  message_type: absentWhenEmpty(z.enum(MESSAGE_TYPES)),
});
export type ReplyBody = z.input<typeof replyBodySchema>;

/** The reply panel's form: the message only (spec §5: required, send disabled while invalid). */
export const replyFormSchema = z.object({ message: replyText });
export type ReplyForm = z.input<typeof replyFormSchema>;
