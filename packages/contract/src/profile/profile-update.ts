import type { Language } from '../constants.ts';
import { PROFILE_FIELDS, type ProfileField, REVIEWED_PROFILE_FIELDS } from './constants.ts';
import type { ProfileMessageKey } from './message-keys.ts';
import type { Profile, ProfileForm, ProfileUpdateBody } from './schemas.ts';

/** The profile's editable values, as the update payload names them. */
export type ProfileValues = Pick<Profile, Exclude<ProfileField, 'language_id'>> & {
  language_id: Language;
};

export function profileValuesOf(profile: ProfileValues): ProfileValues {
  const values = {} as Record<ProfileField, unknown>;
  for (const field of PROFILE_FIELDS) values[field] = profile[field];
  return values as ProfileValues;
}

/** Text compared as stored: trimmed, an empty one is none; e-mail and country ignore case. */
function normalised(field: ProfileField, value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const text = value.trim();
  if (text === '') return null;
  if (field === 'email') return text.toLowerCase();
  if (field === 'country') return text.toUpperCase();
  return text;
}

/**
 * Spec §4: the fields an update would change. None means 'no property was changed': the form
 * sends nothing, and the server answers 400 with that message. Fields left out do not count.
 */
export function changedProfileFields(
  current: ProfileValues,
  update: Partial<Record<ProfileField, unknown>>,
): ProfileField[] {
  return PROFILE_FIELDS.filter(
    (field) =>
      field in update &&
      update[field] !== undefined &&
      normalised(field, update[field]) !== normalised(field, current[field]),
  );
}

/**
 * The changes the "profile updated" e-mail tells the member of, none when it is not sent: not a
 * language switch alone (the header's switch saves the language each time; a mail for it would
 * be noise), and never the e-mail address, which changes only once the new address confirms
 * it (it has its own confirmation and notice). Form and server share it.
 */
export function mailedProfileChanges(changed: readonly ProfileField[]): ProfileField[] {
  const told = changed.filter((field) => field !== 'email');
  return told.some((field) => field !== 'language_id') ? told : [];
}

export function isProfileChangeMailed(changed: readonly ProfileField[]): boolean {
  return mailedProfileChanges(changed).length > 0;
}

/** Spec §4: only contact details wait for an agent's review (1-3 days), not preferences. */
export function isProfileChangeReviewed(changed: readonly ProfileField[]): boolean {
  return changed.some((field) => (REVIEWED_PROFILE_FIELDS as readonly string[]).includes(field));
}

/**
 * What the form says once saved (spec §4): updated, and e-mailed when it was; that an agent
 * verifies the contact details when some changed; that a new e-mail address waits for its link.
 */
export function profileSavedNotices(changed: readonly ProfileField[]): ProfileMessageKey[] {
  return [
    isProfileChangeMailed(changed) ? 'profile_updated_email_sent' : 'profile_updated',
    ...(isProfileChangeReviewed(changed) ? (['profile_in_review'] as const) : []),
    ...(changed.includes('email') ? (['email_change_requested'] as const) : []),
  ];
}

/** The form's starting values from the profile: missing texts are empty fields. */
export function profileFormOf(profile: ProfileValues): ProfileForm {
  return {
    email: profile.email,
    home_phone: profile.home_phone ?? '',
    mobile_phone: profile.mobile_phone ?? '',
    address_line_1: profile.address_line_1 ?? '',
    address_line_2: profile.address_line_2 ?? '',
    country: profile.country ?? '',
    state: profile.state ?? '',
    city: profile.city ?? '',
    postal_code: profile.postal_code ?? '',
    language_id: profile.language_id,
    all_communications: profile.all_communications,
    monthly_communications: profile.monthly_communications,
  };
}

/**
 * Spec §4: the payload of a filled form; an empty phone (or other optional text) is null. An
 * empty address line 1 is left out (a new member has none yet; one on file cannot be emptied).
 */
export function profileUpdateOf(form: ProfileForm): ProfileUpdateBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const addressLine1 = form.address_line_1.trim();
  return {
    email: form.email.trim(),
    home_phone: orNull(form.home_phone),
    mobile_phone: orNull(form.mobile_phone),
    ...(addressLine1 !== '' && { address_line_1: addressLine1 }),
    address_line_2: orNull(form.address_line_2),
    country: form.country,
    state: orNull(form.state),
    city: orNull(form.city),
    postal_code: orNull(form.postal_code),
    language_id: form.language_id,
    all_communications: form.all_communications,
    monthly_communications: form.monthly_communications,
  };
}
