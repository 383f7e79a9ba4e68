/**
 * money-and-stays §3: the local catalogue of exchange partners, by the MembershipType the server
 * sends. Each has its title, its public site, a short line of what it offers and its monogram (our
 * own typographic mark: we hold no rights to the companies' logos); a type not listed here is
 * shown by its own name and initials, without a link.
 */
export interface ExchangePartner {
  title: string;
  /** Up to 3 letters drawn in the partner's medallion. */
  mark: string;
  link?: string;
  key:
    | 'rci'
    | 'interval'
    | 'dae'
    | 'iceGallery'
    | 'sfx'
    | 'thirdHome'
    | 'clubFreedom'
    | 'registry'
    | 'vida';
}

export const EXCHANGE_PARTNERS: Readonly<Record<string, ExchangePartner>> = {
  RCI: { key: 'rci', title: 'RCI', mark: 'RCI', link: 'https://www.rci.com' },
  Interval: {
    key: 'interval',
    title: 'Interval International',
    mark: 'II',
    link: 'https://www.intervalworld.com',
  },
  DAE: { key: 'dae', title: 'Dial An Exchange', mark: 'DAE', link: 'https://www.daelive.com' },
  'ICE Gallery': {
    key: 'iceGallery',
    title: 'ICE Gallery',
    mark: 'ICE',
    link: 'https://www.icegallery.net',
  },
  SFX: {
    key: 'sfx',
    title: 'SFX Preferred Resorts',
    mark: 'SFX',
    link: 'https://www.sfx-resorts.com',
  },
  'ThirdHome International': {
    key: 'thirdHome',
    title: 'ThirdHome',
    mark: 'TH',
    link: 'https://www.thirdhome.com',
  },
  'Club Freedom': { key: 'clubFreedom', title: 'Club Freedom', mark: 'CF' },
  'The Registry Collection': {
    key: 'registry',
    title: 'The Registry Collection',
    mark: 'RC',
    link: 'https://www.theregistrycollection.com',
  },
  'VIDA LIFESTYLE': { key: 'vida', title: 'Vida Lifestyle', mark: 'VL' },
};

export function exchangePartnerOf(membershipType: string): ExchangePartner | undefined {
  return EXCHANGE_PARTNERS[membershipType];
}

/** The monogram of a type the catalogue does not know: the initials of its first words. */
export function monogramOf(membershipType: string): string {
  const words = membershipType.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return (
    words
      .slice(0, 3)
      .map((word) => word[0])
      .join('')
      .toUpperCase() || '·'
  );
}
