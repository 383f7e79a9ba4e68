import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import {
  absentWhenEmpty,
  captchaField,
  countryField,
  currentPasswordField,
  emailField,
  key,
  languageTagField,
  memberIdField,
  nameField,
  newPasswordField,
  phoneField,
  verificationCodeField,
} from '../fields.ts';

const confirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: core.$RefinementCtx,
) => {
  if (value.password_confirmation !== value.password) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'password_confirmation_mismatch',
    });
  }
};

/**
 * Spec §3 login payload. The spec's client sends vida_member_id empty until a 409 asked for it:
 * empty or null is no member id, so an unconfirmed member still gets the 409 (issue 20 #1).
 */
export const loginBodySchema = z.object({
  email: emailField,
  password: currentPasswordField,
  lang: absentWhenEmpty(languageTagField),
  'g-recaptcha-response': captchaField,
  vida_member_id: absentWhenEmpty(memberIdField),
  /** Our addition to the spec's payload: the membership claim code (decisions.md). */
  member_id_code: absentWhenEmpty(verificationCodeField),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The 409 follow-up form: the member id becomes required. */
export const loginWithMemberIdSchema = z.extend(loginBodySchema, { vida_member_id: memberIdField });

/** Spec §3 register payload and §5 rules: at least one phone, terms accepted. */
export const registerBodySchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string().check(z.minLength(1, key('required'))),
    // Not starred on the form: a client may send the phone it leaves out as null (issue 20 #1).
    home_phone: z.pipe(
      absentWhenEmpty(phoneField),
      z.transform((v) => v ?? ''),
    ),
    mobile_phone: z.pipe(
      absentWhenEmpty(phoneField),
      z.transform((v) => v ?? ''),
    ),
    country: countryField,
    'g-recaptcha-response': captchaField,
    vida_member_id: memberIdField,
    language_id: languageTagField,
    // A refinement, not z.literal(true): an unticked box must not hide the other form errors.
    terms_and_conditions: z
      .boolean(key('terms_required'))
      .check(z.refine((v) => v, key('terms_required'))),
  })
  .check(
    z.superRefine((value, ctx) => {
      confirmation(value, ctx);
      // Spec §5: the 'any of' phone error stands under both phone fields.
      if (!value.home_phone?.trim() && !value.mobile_phone?.trim()) {
        for (const path of ['home_phone', 'mobile_phone']) {
          ctx.addIssue({ code: 'custom', path: [path], message: 'phone_any_required' });
        }
      }
    }),
  );
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResultSchema = z.object({
  data: z.object({ pre_existing_account: z.boolean(), email: z.string() }),
});

export const emailBodySchema = z.object({ email: emailField });
export type EmailBody = z.input<typeof emailBodySchema>;

export const forgotResultSchema = z.object({ data: z.object({ token: z.string() }) });

/** Reset tokens and verification ids travel in paths: bounded, URL-safe. */
export const opaqueTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

export const resetParamsSchema = z.object({ token: opaqueTokenSchema });
export const resetBodySchema = z
  .object({
    verification_code: verificationCodeField,
    password: newPasswordField,
    password_confirmation: z.string().check(z.minLength(1, key('required'))),
  })
  .check(z.superRefine(confirmation));
export type ResetBody = z.input<typeof resetBodySchema>;

/** The captcha providers a server can be configured with (CAPTCHA_PROVIDER). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export const captchaChallengeSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  site_key: z.optional(z.string()),
  challenge: z.optional(z.unknown()),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
