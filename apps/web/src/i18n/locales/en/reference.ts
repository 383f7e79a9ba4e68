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
  about: {
    title: 'About Member Passport',
    subtitle: 'Everything your membership gives you, in one place, every day of the year.',
    itemsTitle: 'What you can do',
    items: {
      weeks: {
        title: 'See your weeks',
        text: 'Total, used and available weeks of every contract.',
      },
      pay: {
        title: 'Pay online',
        text: 'Installments, down payments and fees with a saved or new card.',
      },
      invoices: {
        title: 'Download invoices',
        text: 'A PDF invoice for every payment, whenever you need it.',
      },
      reserve: {
        title: 'Request a stay',
        text: 'Choose destination, dates and guests; we confirm within 24 hours.',
      },
      exchanges: { title: 'Exchange partners', text: 'Your exchange companies, one click away.' },
      benefits: {
        title: 'Club benefits',
        text: 'Offers and experiences for members at every destination.',
      },
      messages: {
        title: 'Talk to Member Care',
        text: 'Messages and answers in your own message centre.',
      },
      anywhere: {
        title: 'Anywhere, any day',
        text: 'In English or Spanish, on your phone or computer, 24 hours a day.',
      },
    },
    videoTitle: 'How it works',
    videoLabel: 'Video: how Member Passport works',
  },
} as const;
