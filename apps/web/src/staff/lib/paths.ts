/** The console's pages, all under /staff (the server answers them with staff.html). */
export const STAFF_BASE = '/staff';

export const staffPaths = {
  home: '/staff',
  login: '/staff/login',
  enrol: '/staff/login/enrol',
  recoveryCodes: '/staff/login/recovery-codes',
  verify: '/staff/login/verify',
  setup: '/staff/setup',
  accounts: '/staff/accounts',
  audit: '/staff/audit',
  // The desk's screens (their routes are added by the inbox and desk areas).
  inbox: '/staff/inbox',
  reservationRequests: '/staff/reservation-requests',
  profileReviews: '/staff/profile-reviews',
  memberLookup: '/staff/members',
  broadcasts: '/staff/broadcasts',
  newBroadcast: '/staff/broadcasts/new',
} as const;

/** The sign-in page that returns to `next` (a console path) once signed in. */
export function loginPath(next?: string, reason?: 'expired') {
  const search = new URLSearchParams();
  if (next && isConsolePath(next) && !next.startsWith(staffPaths.login)) search.set('next', next);
  if (reason) search.set('reason', reason);
  const text = search.toString();
  return text ? `${staffPaths.login}?${text}` : staffPaths.login;
}

/** Only a path of the console itself is a place to return to (never another site). */
export function isConsolePath(path: string | null | undefined): path is string {
  return Boolean(path && /^\/staff(\/|$|\?)/.test(path) && !path.startsWith('//'));
}

/** Where to go once signed in: the `next` of the sign-in's URL, else the console's home. */
export function nextFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return isConsolePath(next) ? next : staffPaths.home;
}
