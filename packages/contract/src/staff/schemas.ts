import { z } from 'zod';
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
  .string(required)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v !== '', required)
  .refine((v) => v === '' || /^\d+$/.test(v), key('verification_code_numeric'))
  .refine((v) => !/^\d+$/.test(v) || TOTP_CODE.test(v), key('verification_code_length'));

/** A recovery code as printed (`k7m2q-x9tp4`); case, spaces and a missing dash are forgiven. */
export const recoveryCodeField = z
  .string(required)
  .max(64, key('invalid'))
  .transform((v) => {
    const plain = v.replace(/[\s-]+/g, '').toLowerCase();
    return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
  })
  .refine((v) => v !== '', required)
  .refine((v) => v === '' || RECOVERY_CODE_PATTERN.test(v), key('invalid'));

export const staffCompleteEnrolmentBodySchema = z.object({ code: totpCodeField });
export type StaffCompleteEnrolmentBody = z.input<typeof staffCompleteEnrolmentBodySchema>;

export const staffEnrolmentResultSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  session: staffSessionSchema,
});
export type StaffEnrolmentResult = z.infer<typeof staffEnrolmentResultSchema>;

/** The second factor at sign-in: an authenticator code, or else one recovery code. */
export const staffVerifyBodySchema = z
  .object({
    code: totpCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.code === undefined && value.recovery_code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
    }
  });
export type StaffVerifyBody = z.input<typeof staffVerifyBodySchema>;

/** A setup link's token travels in the path: bounded, URL-safe. */
export const staffSetupParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

export const staffSetupLinkSchema = z.object({ email: z.string(), name: z.string() });
export type StaffSetupLink = z.infer<typeof staffSetupLinkSchema>;

/** The member password rules of the contract (spec §5), with the confirmation. */
export const staffSetPasswordBodySchema = z
  .object({
    password: newPasswordField,
    password_confirmation: z.string().min(1, required),
  })
  .superRefine((value, ctx) => {
    if (value.password_confirmation !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'password_confirmation_mismatch',
      });
    }
  });
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

const pathId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const queryId = z.coerce.number(key('invalid')).int().positive().max(Number.MAX_SAFE_INTEGER);

export const staffAccountParamsSchema = z.object({ id: pathId });

const dayField = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), key('date_invalid'));

/** Filters of the audit log; `before` is the last id of the previous page (newest first). */
export const auditLogQuerySchema = z.object({
  staff_id: queryId.optional(),
  /** The member concerned (users.id). */
  member_id: queryId.optional(),
  /** YYYY-MM-DD, inclusive, in UTC. */
  from: dayField.optional(),
  to: dayField.optional(),
  before: queryId.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const AUDIT_ACTORS = ['member', 'staff', 'anonymous', 'system'] as const;

export const auditEntrySchema = z.object({
  id: z.number(),
  event: z.string(),
  actor: z.enum(AUDIT_ACTORS),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  member: z.object({ id: z.number(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: z.number().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// Passkeys (WebAuthn) ------------------------------------------------------------------------

/** WebAuthn's binary values travel as base64url text (what @simplewebauthn/browser sends). */
const base64url = (max: number) =>
  z
    .string(required)
    .min(1, required)
    .max(max, key('invalid'))
    .regex(/^[A-Za-z0-9_-]*$/, key('invalid'));

const transportSchema = z.enum(PASSKEY_TRANSPORTS);
const userVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(transportSchema).optional(),
});

/**
 * What navigator.credentials.create() needs, as JSON (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON): @simplewebauthn/browser's startRegistration takes it.
 */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** What navigator.credentials.get() needs, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** What the browser's credential says, as JSON; only these fields reach the server. */
const credentialBase = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', key('invalid')),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** A new passkey: the browser's attestation (RegistrationResponseJSON) and the name it gets. */
export const passkeyRegistrationBodySchema = z.object({
  name: z.string(required).trim().min(1, required).max(PASSKEY_NAME_MAX_LENGTH, key('invalid')),
  response: z.object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(32_768),
      authenticatorData: base64url(16_384).optional(),
      transports: z.array(transportSchema).max(PASSKEY_TRANSPORTS.length).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4096).optional(),
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
      userHandle: base64url(1024).optional(),
    }),
  }),
});
export type PasskeyAuthenticationBody = z.input<typeof passkeyAuthenticationBodySchema>;

/** A staff member's passkey as their own list shows it (never its key or counter). */
export const staffPasskeySchema = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;

export const staffPasskeyParamsSchema = z.object({ id: pathId });

export const renamePasskeyBodySchema = z.object({
  name: passkeyRegistrationBodySchema.shape.name,
});
export type RenamePasskeyBody = z.input<typeof renamePasskeyBodySchema>;
