import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import {
  MEMBER_ID_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './access/constants.ts';
import { failedPasswordRules } from './access/password.ts';
import {
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  type Language,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants.ts';
import type { ValidationKey } from './i18n/validation.en.ts';
import { POSTAL_CODE_MAX_LENGTH } from './profile/constants.ts';
import { isCountryCode } from './rules/countries.ts';
import { isLanguage, languageOfTag } from './rules/language.ts';
import { isValidName } from './rules/name.ts';
import { isValidPhone } from './rules/phone.ts';
import { hasStateList, isStateOf } from './rules/states.ts';

/**
 * The card provider's limits on billing data (PAYMENTS.md "Field limits", CyberSource's field
 * reference): its hosted checkout refuses longer values (reason 102), so our forms and routes
 * stop them first. The state is a code where the country has a list (US, Canada, Mexico); the
 * free-text state of other countries gets the city's bound. The e-mail is the account's
 * (EMAIL_MAX_LENGTH, below the provider's 255).
 */
export const BILLING_MAX_LENGTH = {
  name: 60,
  address: 60,
  city: 50,
  state: 50,
  postalCode: 10,
  email: 255,
} as const;

/** A schema message is always a validation key (CONVENTIONS rule 5); typed so a typo fails tsc. */
export const key = (k: ValidationKey) => ({ error: k });
const required = key('required');
/**
 * Checks after "required" pass on an empty value, so an empty field shows only "required".
 * No check aborts: an aborted field would stop the object-level rules (confirmation, any-of
 * phone) and the member would see those errors only after fixing everything else.
 */
const unlessEmpty = (test: (value: string) => boolean) => (value: string) =>
  value === '' || test(value);

/**
 * A field the spec's client sends empty ("") or null while it does not apply (the login's
 * vida_member_id until the member-id step, issue 20 #1): both mean the field is absent. Any
 * other value is checked by `field` as usual, with its own messages.
 */
export const absentWhenEmpty = <T extends core.$ZodType>(field: T) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.null(), field])),
    z.transform((value) =>
      value === '' || value === null ? undefined : (value as z.output<T> | undefined),
    ),
  );

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the function's result piped into the schema.
 * Typed as classic types it (any input; the schema's optionality), so an optional field stays an
 * optional key of its object's input type.
 */
export const preprocess = <T extends core.$ZodType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema as core.$ZodType) as unknown as core.$ZodPreprocess<T>;

/** A text that must not be blank, trimmed; `maxKey` names its bound's message. */
export const requiredText = (
  max = TEXT_MAX_LENGTH,
  maxKey: Extract<ValidationKey, 'text_max' | 'message_max'> = 'text_max',
) => z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, key(maxKey)));

export const nameField = requiredText(NAME_MAX_LENGTH).check(
  z.refine(unlessEmpty(isValidName), key('name_invalid')),
);

const emailFormat = z.email();
export const emailField = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, required),
  z.maxLength(EMAIL_MAX_LENGTH, key('email_max')),
  z.refine(
    unlessEmpty((v) => v.length > EMAIL_MAX_LENGTH || emailFormat.safeParse(v).success),
    key('email_format'),
  ),
);

/** The login form checks presence only: strength rules would tell an attacker nothing but annoy members. */
export const currentPasswordField = z
  .string()
  .check(z.minLength(1, required), z.maxLength(PASSWORD_MAX_LENGTH, key('password_max')));

/** Spec §5: each strength rule has its own message. */
export const newPasswordField = z.string().check(
  z.minLength(1, required),
  z.superRefine((value, ctx) => {
    for (const rule of failedPasswordRules(value)) ctx.addIssue({ code: 'custom', message: rule });
  }),
);

export const phoneField = z.string().check(
  z.trim(),
  z.maxLength(PHONE_MAX_LENGTH, key('phone_invalid')),
  z.refine((v) => v === '' || isValidPhone(v), key('phone_invalid')),
);

/**
 * Digits that forms hold as text and JSON may carry as a number: `read` makes the text; then
 * "required", "numbers only" and the length rule, each with its own message.
 */
const digitsField = (
  read: (value: number | string) => string,
  lengthOk: (digits: string) => boolean,
  messages: { numeric: ValidationKey; length: ValidationKey },
) =>
  z.pipe(z.union([z.number(), z.string()]), z.transform(read)).check(
    z.refine((v) => v !== '', required),
    z.refine(
      unlessEmpty((v) => /^\d+$/.test(v)),
      key(messages.numeric),
    ),
    z.refine(
      unlessEmpty((v) => !/^\d+$/.test(v) || lengthOk(v)),
      key(messages.length),
    ),
  );

/** vida_member_id is numeric; forms hold it as text, JSON may carry a number. */
export const memberIdField = digitsField(
  (v) => String(v).trim(),
  (digits) => digits.length <= MEMBER_ID_MAX_DIGITS,
  { numeric: 'member_id_numeric', length: 'member_id_max' },
);

/**
 * Spec §5 "required and numeric": a client may send the code as a JSON number (issue 20 #6). A
 * number cannot carry the leading zeros of a code like 012345, so it is read back to the code's
 * length; text is taken as typed.
 */
export const verificationCodeField = digitsField(
  (v) =>
    typeof v === 'string'
      ? v.trim()
      : Number.isSafeInteger(v) && v >= 0
        ? String(v).padStart(VERIFICATION_CODE_LENGTH, '0')
        : String(v),
  (digits) => digits.length === VERIFICATION_CODE_LENGTH,
  { numeric: 'verification_code_numeric', length: 'verification_code_length' },
);

/** The form's language choice (the radio and the switch hold `en` or `es`). */
export const languageField = z.enum(LANGUAGES, key('language_invalid'));

/**
 * A language as a request body names it (login `lang`, register and profile `language_id`): `en`
 * or `es`, or a locale of either (`en-us`, `es-MX`, the spec's §9 locales), read as `en` or `es`
 * (issue 20 #6). Typed as a Language: the refinement narrows it (zod/mini's `check` keeps a
 * schema's type as it is).
 */
export const languageTagField = z
  .pipe(
    z.string(key('language_invalid')),
    z.transform((v) => languageOfTag(v) ?? v),
  )
  // A refinement last, not a transform: a failure keeps its own message inside absentWhenEmpty.
  .check(z.refine(isLanguage, key('language_invalid'))) as z.ZodMiniType<Language, string>;

/** ISO 3166-1 alpha-2, upper case, one of the assigned codes (ZZ, XX or UK are not). */
export const countryField = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, required),
    z.refine(unlessEmpty(isCountryCode), key('country_invalid')),
  );

/** The client's captcha field name stays the reCAPTCHA one (SECURITY.md). */
export const captchaField = z
  .string(key('captcha_required'))
  .check(z.minLength(1, key('captcha_required')), z.maxLength(8192, key('invalid')));

export const postalCodeField = z.string().check(
  z.trim(),
  z.maxLength(POSTAL_CODE_MAX_LENGTH, key('postal_code_invalid')),
  z.refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), key('postal_code_invalid')),
);

/** Spec §3: CA and US states come from their lists; elsewhere the state is free text. */
export function stateRule(
  value: { country?: string | null; state?: string | null },
  ctx: core.$RefinementCtx,
) {
  if (!value.country || !hasStateList(value.country)) return;
  if (!value.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'required' });
  else if (!isStateOf(value.country, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'state_invalid' });
  }
}
