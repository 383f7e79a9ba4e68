import { describe, expect, it } from 'vitest';
import {
  changedProfileFields,
  isProfileChangeMailed,
  type ProfileValues,
  profileFormOf,
  profileUpdateOf,
} from './profile-update.ts';
import { profileFormSchema } from './schemas.ts';

const current: ProfileValues = {
  email: 'grace@example.com',
  home_phone: '+52 998 123 4567',
  mobile_phone: null,
  address_line_1: 'Av. Kukulcán km 12',
  address_line_2: null,
  country: 'MX',
  state: 'Quintana Roo',
  city: 'Cancún',
  postal_code: '77500',
  language_id: 'en',
  all_communications: true,
  monthly_communications: true,
};

describe('profile update rules (spec §4)', () => {
  it('an untouched form changes nothing: no property was changed', () => {
    const body = profileUpdateOf(profileFormOf(current));
    expect(changedProfileFields(current, body)).toEqual([]);
  });

  it('sends an empty phone as null, and trims', () => {
    const body = profileUpdateOf({ ...profileFormOf(current), home_phone: '  ', city: ' Tulum ' });
    expect(body.home_phone).toBeNull();
    expect(body.city).toBe('Tulum');
    expect(changedProfileFields(current, body)).toEqual(['home_phone', 'city']);
  });

  it('ignores case in the e-mail and fields left out', () => {
    expect(changedProfileFields(current, { email: 'GRACE@example.com' })).toEqual([]);
    expect(changedProfileFields(current, { language_id: 'es' })).toEqual(['language_id']);
  });

  it('mails every change but a language switch alone', () => {
    expect(isProfileChangeMailed(['language_id'])).toBe(false);
    expect(isProfileChangeMailed(['language_id', 'city'])).toBe(true);
  });

  it('asks a state from the list for CA and US, free text elsewhere', () => {
    const form = profileFormOf(current);
    expect(profileFormSchema.safeParse(form).success).toBe(true);
    const us = profileFormSchema.safeParse({ ...form, country: 'US', state: 'Quintana Roo' });
    expect(us.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'state_invalid'],
    ]);
    expect(profileFormSchema.safeParse({ ...form, country: 'US', state: 'TX' }).success).toBe(true);
    const empty = profileFormSchema.safeParse({ ...form, country: 'CA', state: '' });
    expect(empty.error?.issues[0]?.message).toBe('required');
  });
});
