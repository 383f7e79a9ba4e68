import { CLUB_SITE_STAND_INS } from '@mp/contract/stays/constants';

/**
 * money-and-stays §2: the club benefits and pre-registration pages link to external sites "from
 * configuration": VITE_CLUB_FREEDOM_URL and VITE_PRE_REGISTRATION_URL, read when the web app is
 * built (like the footer's social links). Only an https address is used. Unset, the button opens
 * our own stand-in page, so a newcomer to the demo sees the spec's button (issue 20 #20); set to
 * anything else (empty, `none`, plain http), there is no link and the page says whom to contact.
 */
export interface ClubLinks {
  clubFreedom: string | null;
  preRegistration: string | null;
}

function linkOf(value: string | boolean | undefined, standIn: string): string | null {
  if (value === undefined) return standIn;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return URL.canParse(text) && new URL(text).protocol === 'https:' ? text : null;
}

export function clubLinks(env: Readonly<Record<string, string | boolean | undefined>>): ClubLinks {
  return {
    clubFreedom: linkOf(env.VITE_CLUB_FREEDOM_URL, CLUB_SITE_STAND_INS.clubFreedom),
    preRegistration: linkOf(env.VITE_PRE_REGISTRATION_URL, CLUB_SITE_STAND_INS.preRegistration),
  };
}

export const CLUB_LINKS = clubLinks(import.meta.env);
