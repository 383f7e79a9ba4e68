import { type BillingForm, billingFormSchema } from '@mp/contract/payments/schemas';
import type { Profile } from '@mp/contract/profile/schemas';
import { billingStateCode, hasBillingStateList } from '@mp/contract/rules/billing-states';

/** The billing fields a new card's form may start from. */
export type BillingDefaults = Partial<
  Pick<
    BillingForm,
    'first_name' | 'last_name' | 'address' | 'city' | 'state' | 'country' | 'post_code'
  >
>;

/**
 * A new card's billing form starts from the member's profile address (issue 19): most members
 * pay with a card billed to their home. Every field stays editable and is checked as usual.
 */
export function billingFromProfile(profile: Profile): BillingDefaults {
  const country = profile.country ?? '';
  const typed = profile.state ?? profile.states ?? '';
  const values = {
    first_name: profile.first_name,
    last_name: profile.last_name,
    address: profile.address_line_1 ?? '',
    city: profile.city ?? '',
    // A state the profile writes by name ("Quintana Roo", "CDMX") starts on its list code.
    state: hasBillingStateList(country) ? billingStateCode(country, typed) || typed : typed,
    country,
    post_code: profile.postal_code ?? '',
  };
  // A state the billing form would refuse (one written by name where the country's list takes a
  // code) starts empty: a list would show it as unchosen while the form still held it.
  const checked = billingFormSchema.safeParse({ ...values, is_default: false, save_card: false });
  const isStateRefused =
    !checked.success && checked.error.issues.some((issue) => issue.path[0] === 'state');
  return isStateRefused ? { ...values, state: '' } : values;
}
