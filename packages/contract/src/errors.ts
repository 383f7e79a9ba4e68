import { z } from 'zod/mini';
import { ACCESS_MESSAGE_KEYS } from './access/message-keys.ts';
import { BROADCASTS_MESSAGE_KEYS } from './broadcasts/message-keys.ts';
import { CLUBDATA_MESSAGE_KEYS } from './clubdata/message-keys.ts';
import { CONTENT_MESSAGE_KEYS } from './content/message-keys.ts';
import { DESK_MESSAGE_KEYS } from './desk/message-keys.ts';
import { HTTP_MESSAGE_KEYS } from './http/message-keys.ts';
import { INBOX_MESSAGE_KEYS } from './inbox/message-keys.ts';
import { JOBS_MESSAGE_KEYS } from './jobs/message-keys.ts';
import { ORDERS_MESSAGE_KEYS } from './orders/message-keys.ts';
import { PAYMENTS_MESSAGE_KEYS } from './payments/message-keys.ts';
import { PROFILE_MESSAGE_KEYS } from './profile/message-keys.ts';
import { STAFF_MESSAGE_KEYS } from './staff/message-keys.ts';
import { STAYS_MESSAGE_KEYS } from './stays/message-keys.ts';
import { WEBHOOKS_MESSAGE_KEYS } from './webhooks/message-keys.ts';

/**
 * Message keys of the spec's catalogue (access §8) plus the few our server adds, each declared by
 * its area (`<area>/message-keys.ts`, texts in `<area>/messages.en/es.ts`). Every key has a text
 * in both languages (a test checks it).
 */
export const MESSAGE_KEYS = [
  ...HTTP_MESSAGE_KEYS,
  ...ACCESS_MESSAGE_KEYS,
  ...PROFILE_MESSAGE_KEYS,
  ...PAYMENTS_MESSAGE_KEYS,
  ...STAYS_MESSAGE_KEYS,
  ...STAFF_MESSAGE_KEYS,
  ...INBOX_MESSAGE_KEYS,
  ...DESK_MESSAGE_KEYS,
  ...JOBS_MESSAGE_KEYS,
  ...CLUBDATA_MESSAGE_KEYS,
  ...BROADCASTS_MESSAGE_KEYS,
  ...CONTENT_MESSAGE_KEYS,
  ...ORDERS_MESSAGE_KEYS,
  ...WEBHOOKS_MESSAGE_KEYS,
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

const messageKeySet: ReadonlySet<string> = new Set(MESSAGE_KEYS);
export function isMessageKeyOf(key: string): key is MessageKey {
  return messageKeySet.has(key);
}
/** Keys whose text names a value from the server (the wait in seconds). */
const PARAMETERISED_KEYS: ReadonlySet<string> = new Set<MessageKey>(['too_many_attempts']);

/** The one wire shape of every error (CONVENTIONS rule 4). */
export const errorBodySchema = z.object({
  message: z.string(),
  key: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  request_id: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 'concat' shows the server's own message (a string or the merged per-field lists). */
export type StatusMessage = MessageKey | 'concat';
export type ErrorCatalogue = Partial<Record<number, StatusMessage>>;

/**
 * Spec §8, status -> message per call group. 429 always shows the server's text (it names the
 * wait). Login's 403 carries either "not verified" or "disabled", so it shows the server's text,
 * which is already translated into the request language.
 */
export const ERROR_CATALOGUES = {
  login: {
    400: 'wrong_login_credentials',
    401: 'unauthenticated',
    403: 'concat',
    // The member-id step: "confirm your member id", "we sent a code", "the code is wrong".
    409: 'concat',
    429: 'concat',
  },
  authentication: {
    400: 'concat',
    403: 'account_not_verified',
    409: 'account_not_member_id',
    429: 'concat',
  },
  password: { 400: 'concat', 404: 'not_found', 429: 'concat' },
  verifyEmail: {
    400: 'verification_code_invalid',
    404: 'verification_code_invalid',
    429: 'concat',
  },
  reservationConfirmation: {
    400: 'concat',
    401: 'unauthenticated',
    403: 'unauthorized',
    404: 'not_found',
    429: 'concat',
  },
  // Spec §4 "Paying": any answer but 201 shows the server's message (already translated).
  payment: {
    400: 'concat',
    401: 'unauthenticated',
    402: 'concat',
    403: 'concat',
    404: 'not_found',
    409: 'concat',
    422: 'concat',
    429: 'concat',
  },
  default: {
    400: 'concat',
    401: 'unauthenticated',
    403: 'unauthorized',
    404: 'not_found',
    429: 'concat',
  },
  // The staff console's calls (issue 21): a 403 is a permission the role lacks or a stale CSRF
  // token, and a 409 a state the desk must see (already decided, e-mail taken, not enrolled),
  // so both show the server's own words, like a 400.
  staff: {
    400: 'concat',
    401: 'unauthenticated',
    403: 'concat',
    404: 'not_found',
    409: 'concat',
    // A data file past the import's size or row limit (clubdata, issue 22).
    413: 'concat',
    429: 'concat',
    // The card provider refused a refund or gave no answer to trust (orders, issue 22).
    502: 'concat',
  },
} as const satisfies Record<string, ErrorCatalogue>;
export type ErrorCatalogueName = keyof typeof ERROR_CATALOGUES;

/** Every call can find the database (or the captcha provider) unavailable: 503 + Retry-After. */
export const SERVICE_UNAVAILABLE_STATUS = 503;

/** What a catalogue shows for a status: its own mapping, else "service unavailable" for 503. */
export function statusMessage(
  catalogue: ErrorCatalogueName,
  status: number,
): StatusMessage | undefined {
  const mapped = (ERROR_CATALOGUES[catalogue] as ErrorCatalogue)[status];
  if (mapped) return mapped;
  return status === SERVICE_UNAVAILABLE_STATUS ? 'service_unavailable' : undefined;
}

/** What the client shows for a failed call: a key to translate, or the server's own text(s). */
export type ClientErrorMessage = { key: MessageKey } | { text: string[] };

export function clientErrorMessage(
  catalogue: ErrorCatalogueName,
  status: number,
  body: unknown,
): ClientErrorMessage {
  const mapped = statusMessage(catalogue, status);
  if (!mapped) return { key: 'error_generic' };
  if (mapped !== 'concat') return { key: mapped };
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { key: 'error_generic' };
  const fieldMessages = Object.values(parsed.data.errors ?? {}).flat();
  // A known key without per-field texts is kept as a key, so the screen can show it in the
  // language of the moment (a language switch re-translates it); the server's words are only
  // needed where they carry values of their own.
  if (
    fieldMessages.length === 0 &&
    isMessageKeyOf(parsed.data.key) &&
    !PARAMETERISED_KEYS.has(parsed.data.key)
  ) {
    return { key: parsed.data.key };
  }
  return { text: fieldMessages.length > 0 ? [...new Set(fieldMessages)] : [parsed.data.message] };
}

/**
 * The per-field messages of a 400, for a form to show under its fields. A field whose text is
 * the answer's own message is given as the answer's key, so it follows a language switch.
 */
export function clientFieldErrors(body: unknown): Record<string, string[]> {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || !parsed.data.errors) return {};
  const { key, message, errors } = parsed.data;
  const asKey = isMessageKeyOf(key) && !PARAMETERISED_KEYS.has(key);
  return Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [
      field,
      [...new Set(texts.map((text) => (asKey && text === message ? key : text)))],
    ]),
  );
}
