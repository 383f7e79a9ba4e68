export const reference = {
  faq: {
    title: 'Frequently asked questions',
    subtitle: 'Answers about your membership, payments, stays and your account.',
    loading: 'Loading the questions…',
    errorTitle: 'We could not load the questions',
    errorText: 'Please check your connection and try again.',
    retry: 'Try again',
    emptyTitle: 'No questions yet',
    emptyText: 'Our team is preparing answers to the most common questions.',
  },
} as const;
