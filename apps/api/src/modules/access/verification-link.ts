import { VERIFY_LINK_TTL_MINUTES } from '@mp/contract/access/constants';
import { hmacSha256, safeEqual, sha256 } from '../../platform/tokens.ts';

/**
 * E-mail verification links are signed (HMAC over id, e-mail hash and expiry) and expire
 * (SECURITY.md). The path and query are the spec's: /account/verify/{id}/{hash}?expires=&signature=
 */
export function emailHash(email: string): string {
  return sha256(email.toLowerCase());
}

function sign(secret: string, id: number | string, hash: string, expires: number | string) {
  return hmacSha256(`${secret}:verify-email`, `${id}.${hash}.${expires}`);
}

export function verificationLink(
  publicUrl: string,
  secret: string,
  user: { id: number; email: string },
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_LINK_TTL_MINUTES * 60;
  const hash = emailHash(user.email);
  const signature = sign(secret, user.id, hash, expires);
  return `${publicUrl}/account/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

export type LinkCheck = 'valid' | 'tampered' | 'expired';

export function checkVerificationLink(
  secret: string,
  link: { id: string; hash: string; expires: string; signature: string },
  now = new Date(),
): LinkCheck {
  const expected = sign(secret, link.id, link.hash, link.expires);
  if (!safeEqual(expected, link.signature)) return 'tampered';
  return Number(link.expires) * 1000 > now.getTime() ? 'valid' : 'expired';
}
