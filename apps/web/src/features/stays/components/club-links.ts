/**
 * money-and-stays §2: the club benefits and pre-registration pages link to external sites "from
 * configuration": VITE_CLUB_FREEDOM_URL and VITE_PRE_REGISTRATION_URL, read when the web app is
 * built (like the footer's social links). Only an https address is used; anything else is no
 * link, and the page says whom to contact instead.
 */
export interface ClubLinks {
  clubFreedom: string | null;
  preRegistration: string | null;
}

function httpsUrl(value: string | boolean | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return URL.canParse(text) && new URL(text).protocol === 'https:' ? text : null;
}

export function clubLinks(env: Readonly<Record<string, string | boolean | undefined>>): ClubLinks {
  return {
    clubFreedom: httpsUrl(env.VITE_CLUB_FREEDOM_URL),
    preRegistration: httpsUrl(env.VITE_PRE_REGISTRATION_URL),
  };
}

export const CLUB_LINKS = clubLinks(import.meta.env);
