/** Spec §4: a session is valid only if an access token exists and expires_at is in the future. */
export function isSessionValid(
  token: { access_token?: string | null; expires_at?: string | null } | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!token?.access_token || !token.expires_at) return false;
  const expiresAt = Date.parse(token.expires_at);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime();
}
