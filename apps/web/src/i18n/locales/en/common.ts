export const common = {
  appName: 'Member Passport',
  beta: 'Beta',
  loading: 'Loading…',
  close: 'Close',
  back: 'Back',
  tryAgain: 'Try again',
  showPassword: 'Show password',
  unknown: 'unknown',
  skipToContent: 'Skip to main content',
  requiredNote: 'Fields marked with * are required.',
  opensInNewTab: '(opens in a new tab)',
  language: {
    label: 'Language',
    switchTo: 'Cambiar a español',
    short: { en: 'EN', es: 'ES' },
    name: { en: 'English', es: 'Español' },
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'Please reload the page. If it keeps happening, our customer care team is happy to help.',
    reload: 'Reload the page',
  },
} as const;
