import { describe, expect, it } from 'vitest';
import { socialLinks } from './nav-config';

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
