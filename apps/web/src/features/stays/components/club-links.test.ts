import { describe, expect, it } from 'vitest';
import { clubLinks } from './club-links';

describe('clubLinks', () => {
  it('reads both external addresses from the build configuration', () => {
    expect(
      clubLinks({
        VITE_CLUB_FREEDOM_URL: 'https://benefits.example.com/club-freedom',
        VITE_PRE_REGISTRATION_URL: ' https://checkin.example.com/pre-registration?lang=es ',
      }),
    ).toEqual({
      clubFreedom: 'https://benefits.example.com/club-freedom',
      preRegistration: 'https://checkin.example.com/pre-registration?lang=es',
    });
  });

  it('gives a default start our own stand-in pages, so the spec’s buttons work (issue 20 #20)', () => {
    expect(clubLinks({})).toEqual({
      clubFreedom: '/dev/club-freedom',
      preRegistration: '/dev/pre-registration',
    });
  });

  it('uses only https addresses: set to plain http, scripts, text or nothing is no link', () => {
    expect(
      clubLinks({
        VITE_CLUB_FREEDOM_URL: 'http://benefits.example.com',
        VITE_PRE_REGISTRATION_URL: 'javascript:alert(1)',
      }),
    ).toEqual({ clubFreedom: null, preRegistration: null });
    expect(
      clubLinks({ VITE_CLUB_FREEDOM_URL: 'benefits.example.com', VITE_PRE_REGISTRATION_URL: '' }),
    ).toEqual({ clubFreedom: null, preRegistration: null });
    expect(clubLinks({ VITE_CLUB_FREEDOM_URL: 'none' }).clubFreedom).toBeNull();
  });
});
