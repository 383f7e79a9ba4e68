import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@mp/contract/webhooks/constants';
import { hmacSha256, randomToken } from '../../platform/tokens.ts';

/**
 * The endpoint's signing secret: `whsec_` + 32 random bytes (base64url). Shown once; kept
 * AES-256-GCM encrypted under a key derived from APP_SECRET (HKDF, its own label), because the
 * portal must sign with it, not only compare it. A copy of the database alone signs nothing.
 */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;
}

/** The last four characters, for the console to tell secrets apart. */
export const secretHint = (secret: string) => secret.slice(-4);

function key(appSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', appSecret, 'member-passport', 'webhook-signing-secret', 32),
  );
}

export function encryptWebhookSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptWebhookSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown webhook secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * The signature header (docs/operations.md "Webhooks"), as Stripe's: `t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). The receiver recomputes it over the raw body
 * it received, compares in constant time and refuses a `t` too far from its clock.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${body}`)}`;
}
