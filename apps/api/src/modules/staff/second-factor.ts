import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
} from '@mp/contract/staff/constants';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived from APP_SECRET (HKDF), so a copy of
 * the database alone gives no second factor. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
function secretKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'member-passport', 'staff-totp-secret', 32));
}

export function encryptTotpSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptTotpSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    secretKey(appSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A new secret: 160 bits, as RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(base32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

export function otpauthUri(base32: string, email: string): string {
  return totp(base32, email).toString();
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step a code belongs to, within TOTP_WINDOW steps of now either way, or null. The
 * caller refuses a step at or below the last one accepted (replay).
 */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(base32).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten fresh recovery codes (50 bits each: a sha256 of them is enough at rest). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}
