import { describe, expect, it } from 'vitest';
import { addressIssues } from './address.ts';
import {
  changedProfileFields,
  isProfileChangeMailed,
  mailedProfileChanges,
  type ProfileValues,
  profileFormOf,
  profileSavedNotices,
  profileUpdateOf,
} from './profile-update.ts';
import { profileFormSchema, profileFormSchemaFor } from './schemas.ts';

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

  it('mails every change but a language switch alone, and never a new e-mail address to confirm', () => {
    expect(isProfileChangeMailed(['language_id'])).toBe(false);
    expect(isProfileChangeMailed(['language_id', 'city'])).toBe(true);
    expect(isProfileChangeMailed(['email'])).toBe(false);
    expect(mailedProfileChanges(['email', 'city'])).toEqual(['city']);
  });

  it('says an agent reviews contact details only, not preferences (issue 20 #15)', () => {
    expect(profileSavedNotices(['monthly_communications'])).toEqual(['profile_updated_email_sent']);
    expect(profileSavedNotices(['language_id'])).toEqual(['profile_updated']);
    expect(profileSavedNotices(['home_phone', 'all_communications'])).toEqual([
      'profile_updated_email_sent',
      'profile_in_review',
    ]);
    expect(profileSavedNotices(['email'])).toEqual([
      'profile_updated',
      'profile_in_review',
      'email_change_requested',
    ]);
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

  it('asks address line 1 with an address only: a new member has none (issue 20 #11)', () => {
    const newMember = profileFormOf({
      ...current,
      address_line_1: null,
      state: null,
      city: null,
      postal_code: null,
      country: 'US',
    });
    expect(profileFormSchemaFor(false).safeParse(newMember).success).toBe(true);
    // Left empty, line 1 is not sent: the server keeps the profile without one.
    expect(profileUpdateOf(newMember)).not.toHaveProperty('address_line_1');
    expect(addressIssues({ ...newMember, city: 'Chicago' }, false)).toEqual({
      address_line_1: 'required',
      state: 'required',
    });
    // On file, an address cannot be emptied.
    expect(addressIssues({ ...newMember }, true)).toEqual({
      address_line_1: 'required',
      state: 'required',
    });
    expect(addressIssues({ ...newMember, state: 'Quintana Roo' }, false).state).toBe(
      'state_invalid',
    );
  });
});
