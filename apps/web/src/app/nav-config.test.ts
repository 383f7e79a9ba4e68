import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navEntries, socialLinks } from './nav-config';

describe('socialLinks', () => {
  it('lists only the networks configured with an https address, in a fixed order', () => {
    expect(
      socialLinks({
        VITE_SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@club',
        VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/club',
        VITE_SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)',
      }),
    ).toEqual([
      { key: 'facebook', href: 'https://www.facebook.com/club' },
      { key: 'youtube', href: 'https://www.youtube.com/@club' },
    ]);
  });
  it('lists nothing when nothing is configured, so the footer hides the column', () => {
    expect(socialLinks({})).toEqual([]);
    expect(socialLinks({ VITE_SOCIAL_FACEBOOK_URL: 'not a url' })).toEqual([]);
  });
});

describe('navEntries', () => {
  it("groups neighbouring entries in the spec's order and keeps a lone entry as a link", () => {
    const shape = navEntries(NAV_ITEMS).map((entry) =>
      entry.kind === 'item'
        ? entry.item.key
        : `${entry.group}:${entry.items.map((i) => i.key).join(',')}`,
    );
    expect(shape).toEqual([
      'home',
      'myAccount',
      'stays:requestReservation,myReservations,addReservation,preRegistration',
      'payments:myContracts,myPayments,paymentHistory',
      'club:clubBenefits,exchanges',
      'messages',
      'help:about,contact,faq',
    ]);
    const fewer = NAV_ITEMS.filter((item) => item.key !== 'exchanges');
    expect(navEntries(fewer).some((e) => e.kind === 'item' && e.item.key === 'clubBenefits')).toBe(
      true,
    );
  });
});
