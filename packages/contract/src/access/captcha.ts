/**
 * The captcha travels in the `g-recaptcha-response` field (the spec's name). For the default
 * self-hosted proof-of-work (ALTCHA) it holds base64(JSON({ challenge, solution })); with
 * reCAPTCHA it holds Google's token; with the test-only provider 'none' it holds 'none'.
 */
export interface AltchaPayload {
  challenge: unknown;
  solution: unknown;
}

export function encodeAltchaPayload(payload: AltchaPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeAltchaPayload(value: string): AltchaPayload | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (parsed && typeof parsed === 'object' && 'challenge' in parsed && 'solution' in parsed) {
      return parsed as AltchaPayload;
    }
    return null;
  } catch {
    return null;
  }
}
