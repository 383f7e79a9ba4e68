import type { ValidationKey } from '../i18n/validation.en.ts';
import { hasStateList, isStateOf } from '../rules/states.ts';

/** The address of a profile, as the form and the update payload name it. */
export interface AddressValues {
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/** The fields of the address (the country is asked at registration, so it is not one). */
export const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'postal_code',
] as const;

const isGiven = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/** Whether the member has an address: one on file, or any part of one typed now. */
export function hasAddress(values: AddressValues, hasAddressOnFile: boolean): boolean {
  return hasAddressOnFile || ADDRESS_FIELDS.some((field) => isGiven(values[field]));
}

/**
 * Spec §5 "profile address line 1 is required", read with registration, which asks for no
 * address (decisions, "The address of a new member"): line 1 is required with an address, that
 * is once the member has one on file or types any part of one. A new member saves phones and
 * preferences without one; an address on file cannot be emptied. The US and Canada choose the
 * state from their list (spec §3), required with an address too. Form and server share it.
 */
export function addressIssues(
  values: AddressValues,
  hasAddressOnFile: boolean,
): Partial<Record<'address_line_1' | 'state', ValidationKey>> {
  const isAddress = hasAddress(values, hasAddressOnFile);
  const issues: Partial<Record<'address_line_1' | 'state', ValidationKey>> = {};
  if (isAddress && !isGiven(values.address_line_1)) issues.address_line_1 = 'required';
  if (values.country && hasStateList(values.country)) {
    const state = values.state?.trim() ?? '';
    if (state === '') {
      if (isAddress) issues.state = 'required';
    } else if (!isStateOf(values.country, state)) issues.state = 'state_invalid';
  }
  return issues;
}
