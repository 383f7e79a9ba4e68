import { z } from 'zod/mini';
import { LANGUAGES } from '../constants.ts';
import {
  currentPasswordField,
  emailField,
  key,
  languageField,
  nameField,
  newPasswordField,
} from '../fields.ts';
import { isIsoDate } from '../stays/rules/dates.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_TRANSPORTS,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TOTP_DIGITS,
} from './constants.ts';
import { PERMISSIONS, STAFF_ROLES } from './permissions.ts';

const required = key('required');

export const staffRoleSchema = z.enum(STAFF_ROLES, key('invalid'));

/** Who is signed in to the console and what the session allows (several calls return it). */
export const staffSessionSchema = z.object({
  staff: z.object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    language: z.enum(LANGUAGES),
  }),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Sent back in the X-CSRF-Token header of every state-changing staff call. */
  csrf_token: z.string(),
  stage: z.enum(['password', 'full']),
  /** The session's absolute end; the idle limit (idle_minutes) may end it sooner. */
  expires_at: z.iso.datetime(),
  idle_minutes: z.number(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** Sign-in checks presence only, as the member login does. */
export const staffSignInBodySchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type StaffSignInBody = z.input<typeof staffSignInBodySchema>;

/** After the password: enrol a second factor (first sign-in) or type a code. */
export const staffSignInResultSchema = z.object({
  next: z.enum(['enrol', 'verify']),
  /** The account has a passkey: the second step may use it instead of a code. */
  passkey: z.boolean(),
  csrf_token: z.string(),
});
export type StaffSignInResult = z.infer<typeof staffSignInResultSchema>;

/** The TOTP secret to add to an authenticator app: base32 text, its URI, and the URI's QR code. */
export const staffEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG document (a QR code of otpauth_uri). */
  qr_svg: z.string(),
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** An authenticator's code: 6 digits; spaces typed in the middle ("123 456") are dropped. */
export const totpCodeField = z
  .pipe(
    z.string(required),
    z.transform((v) => v.replace(/\s+/g, '')),
  )
  .check(
    z.refine((v) => v !== '', required),
    z.refine((v) => v === '' || /^\d+$/.test(v), key('verification_code_numeric')),
    z.refine((v) => !/^\d+$/.test(v) || TOTP_CODE.test(v), key('verification_code_length')),
  );

/** A recovery code as printed (`k7m2q-x9tp4`); case, spaces and a missing dash are forgiven. */
export const recoveryCodeField = z
  .pipe(
    z.string(required).check(z.maxLength(64, key('invalid'))),
    z.transform((v) => {
      const plain = v.replace(/[\s-]+/g, '').toLowerCase();
      return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
    }),
  )
  .check(
    z.refine((v) => v !== '', required),
    z.refine((v) => v === '' || RECOVERY_CODE_PATTERN.test(v), key('invalid')),
  );

export const staffCompleteEnrolmentBodySchema = z.object({ code: totpCodeField });
export type StaffCompleteEnrolmentBody = z.input<typeof staffCompleteEnrolmentBodySchema>;

export const staffEnrolmentResultSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()).check(z.length(RECOVERY_CODE_COUNT)),
  session: staffSessionSchema,
});
export type StaffEnrolmentResult = z.infer<typeof staffEnrolmentResultSchema>;

/** The second factor at sign-in: an authenticator code, or else one recovery code. */
export const staffVerifyBodySchema = z
  .object({
    code: z.optional(totpCodeField),
    recovery_code: z.optional(recoveryCodeField),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.code === undefined && value.recovery_code === undefined) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
      }
    }),
  );
export type StaffVerifyBody = z.input<typeof staffVerifyBodySchema>;

/** A setup link's token travels in the path: bounded, URL-safe. */
export const staffSetupParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});

export const staffSetupLinkSchema = z.object({ email: z.string(), name: z.string() });
export type StaffSetupLink = z.infer<typeof staffSetupLinkSchema>;

/** The member password rules of the contract (spec §5), with the confirmation. */
export const staffSetPasswordBodySchema = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string().check(z.minLength(1, required)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password_confirmation !== value.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: 'password_confirmation_mismatch',
        });
      }
    }),
  );
export type StaffSetPasswordBody = z.input<typeof staffSetPasswordBodySchema>;

export const STAFF_ACCOUNT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

/** A staff account as the admin's list shows it: `invited` until the password is set. */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.enum(LANGUAGES),
  status: z.enum(STAFF_ACCOUNT_STATUSES),
  enrolled: z.boolean(),
  created_at: z.iso.datetime(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const inviteStaffBodySchema = z.object({
  email: emailField,
  name: nameField,
  role: staffRoleSchema,
  language: languageField,
});
export type InviteStaffBody = z.input<typeof inviteStaffBodySchema>;

const pathId = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const queryId = z.coerce
  .number(key('invalid'))
  .check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

export const staffAccountParamsSchema = z.object({ id: pathId });

const dayField = z.string().check(
  z.trim(),
  z.refine((v) => isIsoDate(v), key('date_invalid')),
);

/** Filters of the audit log; `before` is the last id of the previous page (newest first). */
export const auditLogQuerySchema = z.object({
  staff_id: z.optional(queryId),
  /** The member concerned (users.id). */
  member_id: z.optional(queryId),
  /** YYYY-MM-DD, inclusive, in UTC. */
  from: z.optional(dayField),
  to: z.optional(dayField),
  before: z.optional(queryId),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const AUDIT_ACTORS = ['member', 'staff', 'anonymous', 'system'] as const;

export const auditEntrySchema = z.object({
  id: z.number(),
  event: z.string(),
  actor: z.enum(AUDIT_ACTORS),
  staff: z.nullable(z.object({ id: z.number(), name: z.string() })),
  member: z.nullable(z.object({ id: z.number(), name: z.string() })),
  reason: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: z.nullable(z.number()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// Passkeys (WebAuthn) ------------------------------------------------------------------------

/** WebAuthn's binary values travel as base64url text (what @simplewebauthn/browser sends). */
const base64url = (max: number) =>
  z
    .string(required)
    .check(
      z.minLength(1, required),
      z.maxLength(max, key('invalid')),
      z.regex(/^[A-Za-z0-9_-]*$/, key('invalid')),
    );

const transportSchema = z.enum(PASSKEY_TRANSPORTS);
const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(transportSchema)),
});

/**
 * What navigator.credentials.create() needs, as JSON (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON): @simplewebauthn/browser's startRegistration takes it.
 */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptorSchema)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['cross-platform', 'platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(userVerificationSchema),
    }),
  ),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** What navigator.credentials.get() needs, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(credentialDescriptorSchema)),
  userVerification: z.optional(userVerificationSchema),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** What the browser's credential says, as JSON; only these fields reach the server. */
const credentialBase = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', key('invalid')),
  authenticatorAttachment: z.optional(z.enum(['cross-platform', 'platform'])),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
};

/** A new passkey: the browser's attestation (RegistrationResponseJSON) and the name it gets. */
export const passkeyRegistrationBodySchema = z.object({
  name: z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(PASSKEY_NAME_MAX_LENGTH, key('invalid')),
    ),
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(32_768),
      authenticatorData: z.optional(base64url(16_384)),
      transports: z.optional(
        z.array(transportSchema).check(z.maxLength(PASSKEY_TRANSPORTS.length)),
      ),
      publicKeyAlgorithm: z.optional(z.int()),
      publicKey: z.optional(base64url(4096)),
    }),
  }),
});
export type PasskeyRegistrationBody = z.input<typeof passkeyRegistrationBodySchema>;

/** The second factor with a passkey: the browser's assertion (AuthenticationResponseJSON). */
export const passkeyAuthenticationBodySchema = z.object({
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(16_384),
      signature: base64url(4096),
      userHandle: z.optional(base64url(1024)),
    }),
  }),
});
export type PasskeyAuthenticationBody = z.input<typeof passkeyAuthenticationBodySchema>;

/** A staff member's passkey as their own list shows it (never its key or counter). */
export const staffPasskeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.nullable(z.iso.datetime()),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;

export const staffPasskeyParamsSchema = z.object({ id: pathId });

export const renamePasskeyBodySchema = z.object({
  name: passkeyRegistrationBodySchema.shape.name,
});
export type RenamePasskeyBody = z.input<typeof renamePasskeyBodySchema>;
