/**
 * money-and-stays §3: the local catalogue of exchange partners, by the MembershipType the server
 * sends. Each has its title, its public site and a short line of what it offers; a type not listed
 * here is shown by its own name, without a link.
 */
export interface ExchangePartner {
  title: string;
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
  RCI: { key: 'rci', title: 'RCI', link: 'https://www.rci.com' },
  Interval: {
    key: 'interval',
    title: 'Interval International',
    link: 'https://www.intervalworld.com',
  },
  DAE: { key: 'dae', title: 'Dial An Exchange', link: 'https://www.daelive.com' },
  'ICE Gallery': { key: 'iceGallery', title: 'ICE Gallery', link: 'https://www.icegallery.net' },
  SFX: { key: 'sfx', title: 'SFX Preferred Resorts', link: 'https://www.sfx-resorts.com' },
  'ThirdHome International': {
    key: 'thirdHome',
    title: 'ThirdHome',
    link: 'https://www.thirdhome.com',
  },
  'Club Freedom': { key: 'clubFreedom', title: 'Club Freedom' },
  'The Registry Collection': {
    key: 'registry',
    title: 'The Registry Collection',
    link: 'https://www.theregistrycollection.com',
  },
  'VIDA LIFESTYLE': { key: 'vida', title: 'Vida Lifestyle' },
};

export function exchangePartnerOf(membershipType: string): ExchangePartner | undefined {
  return EXCHANGE_PARTNERS[membershipType];
}
