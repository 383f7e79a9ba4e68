export const stays = {
  highlights: {
    title: 'Destination highlights',
    subtitle: 'Places to plan your next stay around.',
    previous: 'Previous destination',
    next: 'Next destination',
    slide: '{{index}} of {{count}}',
    discover: 'Discover {{name}}',
    loading: 'Loading destinations…',
    error: 'We could not load the destinations.',
    retry: 'Try again',
  },
  highlight: {
    readMore: 'Read more',
    buy: 'See offers',
    opensInNewTab: '(opens in a new tab)',
    back: 'Back to the dashboard',
    notFoundTitle: 'This destination is not available',
    notFoundText: 'It may have been removed. Explore the other destinations from your dashboard.',
    errorTitle: 'We could not load this destination',
    errorText: 'Please check your connection and try again.',
    retry: 'Try again',
    loading: 'Loading the destination…',
  },
  exchanges: {
    title: 'Your exchange partners',
    subtitle: 'Trade your weeks for stays around the world with the companies you belong to.',
    visit: 'Visit {{name}}',
    rci: 'Thousands of affiliated resorts worldwide.',
    interval: 'Exchanges and getaways in over 80 countries.',
    dae: 'Flexible exchanges with no annual fee.',
    iceGallery: 'Cruises, tours and travel experiences.',
    sfx: 'Preferred resorts exchange club.',
    thirdHome: 'Luxury home exchange.',
    clubFreedom: "The club's own travel benefits.",
    registry: 'Luxury residences and yachts.',
    vida: 'Experiences across the Vidanta destinations.',
    other: 'Exchange partner.',
  },
  exchangesPage: {
    title: 'Exchange partners',
    subtitle:
      'Trade your weeks for stays around the world through the exchange companies you belong to.',
    listTitle: 'Your companies',
    count_one: 'You belong to {{count}} exchange company.',
    count_other: 'You belong to {{count}} exchange companies.',
    previous: 'Previous company',
    next: 'Next company',
    slide: '{{index}} of {{count}}',
    loading: 'Loading your exchange partners…',
    errorTitle: 'We could not load your exchange partners',
    errorText: 'Please check your connection and try again.',
    retry: 'Try again',
    empty:
      'You do not belong to an exchange company yet. Member Care can tell you how to join one.',
    help: {
      title: 'Before you exchange',
      weeksTitle: 'Check your available weeks',
      weeksText: 'Your contracts show the weeks you have used and those you can still deposit.',
      weeksLink: 'See my contracts',
      bookTitle: "Book on the company's site",
      bookText:
        'Each company has its own resorts, fees and booking windows. Sign in there with the membership you hold with them.',
      careTitle: 'Need a hand?',
      careText: 'Member Care can tell you which weeks you can exchange and how to deposit them.',
      careLink: 'Write to Member Care',
    },
  },
  externalSite: {
    call: 'Call {{phone}}',
    write: 'Write to Member Care',
    hours: 'Monday to Friday, 9 AM to 8 PM; Saturday, 9 AM to 6 PM (CST).',
  },
  clubBenefits: {
    title: 'Club Freedom benefits',
    subtitle: 'Travel beyond your resort weeks, with member rates around the world.',
    logo: 'Club Freedom',
    eyebrow: 'A benefit of your membership',
    heroTitle: 'Your passport to more getaways',
    heroText:
      "Club Freedom is the club's travel benefits programme. As a member, you book hotels, cruises, car rentals and activities at members-only rates, all year round and well beyond your resort weeks.",
    cta: 'Go to Club Freedom',
    unavailableTitle: 'The Club Freedom site is not linked here yet',
    unavailableText:
      'Member Care can activate your benefits and help you with your first booking. Have your member ID at hand.',
    whatTitle: 'What you can book',
    items: {
      hotels: {
        title: 'Hotels and resorts',
        text: 'Member rates at hotels and resorts around the world, from city breaks to beach escapes.',
      },
      cruises: {
        title: 'Cruises',
        text: 'Ocean and river cruises at member prices, for a weekend or a grand voyage.',
      },
      cars: {
        title: 'Car rentals',
        text: 'A car waiting at your destination, so the trip starts when you land.',
      },
      activities: {
        title: 'Tours and activities',
        text: 'Excursions, shows and experiences to make the most of every destination.',
      },
    },
    howTitle: 'How to use your benefits',
    steps: {
      open: 'Open Club Freedom with the button on this page. It opens in a new tab, so your portal stays where you left it.',
      openByCare: 'Call or write to Member Care: they give you access to Club Freedom.',
      signIn: 'Sign in with your member details. Your member ID is in My account.',
      book: 'Search, compare and book: member rates show as you browse, and Club Freedom confirms each booking by e-mail.',
    },
    accountLink: 'Go to My account',
    note: 'Club Freedom runs on its own site, with its own terms and privacy policy. Rates and availability are set there and may change.',
  },
  preRegistration: {
    title: 'Pre-registration',
    subtitle: 'Check in online before you travel and start your vacation the moment you arrive.',
    eyebrow: 'Online check-in',
    heroTitle: 'Skip the wait at the front desk',
    heroText:
      'Pre-registration is your online check-in. Send your guest and arrival details before you travel and the resort has everything ready: at the front desk you only show your ID, sign and collect your keys.',
    cta: 'Start my pre-registration',
    unavailableTitle: 'Online pre-registration is not linked here yet',
    unavailableText:
      'Member Care can pre-register your stay for you. Have your confirmation number at hand.',
    needTitle: 'What you will need',
    needs: {
      confirmation: {
        title: 'Your confirmation number',
        text: 'It is in your reservation confirmation e-mail and in My reservations.',
      },
      guests: {
        title: 'Your guests',
        text: 'The full name of everyone staying with you, and the ages of the children.',
      },
      id: {
        title: 'An official ID',
        text: 'A passport or photo ID for the lead guest: the same one you will show at arrival.',
      },
      arrival: {
        title: 'Your arrival',
        text: 'Your arrival date and approximate time, and your flight if you are flying in.',
      },
    },
    howTitle: 'How it works',
    steps: {
      open: 'Open pre-registration with the button on this page. It opens in a new tab.',
      openByCare:
        'Call or write to Member Care with your confirmation number and the details above: they pre-register your stay for you.',
      fill: 'Find your reservation with its confirmation number and complete your guest and arrival details.',
      arrive:
        'You receive a confirmation by e-mail. When you arrive, show your ID at the front desk and collect your keys.',
    },
    note: 'Pre-registration is for confirmed reservations. If you have just requested a stay, wait for its confirmation before you start.',
  },
} as const;
