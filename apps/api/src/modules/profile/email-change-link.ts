import { hmacSha256, safeEqual, sha256 } from '../../platform/tokens.ts';

/**
 * The link that confirms a new e-mail address, signed and expiring like the verification link
 * (SECURITY.md): /account/email/confirm/{change id}/{sha256(new e-mail)}?expires=&signature=
 */
const sign = (secret: string, id: number | string, hash: string, expires: number | string) =>
  hmacSha256(`${secret}:change-email`, `${id}.${hash}.${expires}`);

export function emailChangeLink(
  publicUrl: string,
  secret: string,
  change: { id: number; newEmail: string; expiresAt: Date },
): string {
  const expires = Math.floor(change.expiresAt.getTime() / 1000);
  const hash = sha256(change.newEmail);
  const signature = sign(secret, change.id, hash, expires);
  return `${publicUrl}/account/email/confirm/${change.id}/${hash}?expires=${expires}&signature=${signature}`;
}

export type EmailChangeLinkCheck = 'valid' | 'tampered' | 'expired';

/** The signature first (a forged link learns nothing), then the expiry and the address. */
export function checkEmailChangeLink(
  secret: string,
  link: { id: number; hash: string; expires: string; signature: string },
  change: { newEmail: string } | undefined,
  now = new Date(),
): EmailChangeLinkCheck {
  if (!safeEqual(sign(secret, link.id, link.hash, link.expires), link.signature)) return 'tampered';
  if (!change || !safeEqual(sha256(change.newEmail), link.hash)) return 'tampered';
  return Number(link.expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
