/** The staff console's frame: its navigation, menu, and the pages every console shows. */
export const consoleShell = {
  appName: 'Staff console',
  brand: 'Member Passport staff console',
  nav: {
    label: 'Console navigation',
    home: 'Home',
    inbox: 'Inbox',
    reservationRequests: 'Reservation requests',
    profileReviews: 'Profile reviews',
    memberLookup: 'Member lookup',
    accounts: 'Staff accounts',
    audit: 'Audit log',
  },
  menu: {
    open: 'Open the menu',
    close: 'Close the menu',
    account: 'Your session',
    signedInAs: 'Signed in as {{name}}',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereOf: 'Sign out everywhere: end every session of this account',
  },
  role: { agent: 'Agent', supervisor: 'Supervisor', admin: 'Administrator' },
  home: {
    title: 'Welcome, {{name}}',
    subtitle: 'The desk opens here.',
    emptyTitle: 'Nothing to show yet',
    emptyText: 'The desk’s screens appear in the navigation as they arrive.',
  },
  forbidden: {
    eyebrow: 'Error 403',
    title: 'This screen is not for your role',
    text: 'Ask an administrator if you need it for your work.',
    home: 'Go to the console’s home',
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'This page does not exist',
    text: 'The link may be incomplete, or the page may have moved.',
    home: 'Go to the console’s home',
  },
  error: {
    title: 'Something went wrong',
    text: 'Reload the page. If it keeps happening, tell the team that runs the console.',
    reload: 'Reload the page',
  },
  loadFailed: 'This could not be loaded.',
} as const;
