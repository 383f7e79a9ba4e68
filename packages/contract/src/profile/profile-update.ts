import type { Language } from '../constants.ts';
import { PROFILE_FIELDS, type ProfileField } from './constants.ts';
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
 * Which saved changes are e-mailed to the member: all but a language switch alone (the header's
 * switch saves the language each time; a mail for it would be noise). Form and server share it.
 */
export function isProfileChangeMailed(changed: readonly ProfileField[]): boolean {
  return changed.some((field) => field !== 'language_id');
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

/** Spec §4: the payload of a filled form; an empty phone (or other optional text) is null. */
export function profileUpdateOf(form: ProfileForm): ProfileUpdateBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    email: form.email.trim(),
    home_phone: orNull(form.home_phone),
    mobile_phone: orNull(form.mobile_phone),
    address_line_1: form.address_line_1.trim(),
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
