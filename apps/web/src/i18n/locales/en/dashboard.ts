export const dashboard = {
  title: 'Dashboard',
  welcome: {
    eyebrow: 'Your Member Passport',
    title: 'Welcome, {{name}}',
    titleNoName: 'Welcome',
    text: 'Your weeks in the sun, your contracts and your messages, all in one place.',
  },
  membership: {
    title: 'Your membership',
    memberId: 'Member ID',
    email: 'Email',
    resort: 'Home resort',
    resortLogo: '{{resort}} logo',
    notProvided: 'Not provided',
  },
  stats: {
    title: 'At a glance',
    contracts: 'Vacation contracts',
    unread: 'Unread messages',
    payments: 'Pending payments',
  },
  loading: 'Loading your membership…',
  error: {
    title: 'We could not load your membership',
    text: 'Please check your connection and try again.',
    retry: 'Try again',
  },
} as const;
