import { hasBillingStateList, isBillingStateOf } from '@mp/contract/rules/billing-states';
import { isCountryCode } from '@mp/contract/rules/countries';

/**
 * What the real provider accepts in a hosted-checkout request's fields (PAYMENTS.md "Field
 * limits", CyberSource's field reference), checked the way it checks them: a request with a field
 * too long, missing or out of its format is refused with reason 102 ("one or more fields contain
 * invalid data"). The sandbox is a test double of that provider, so it keeps its own copy of the
 * rules instead of trusting the portal's: a portal form looser than the provider shows here first.
 * Like the provider, it accepts `,` and `=` in text (they are the portal's problem to keep out).
 */
const MAX_LENGTH: Readonly<Record<string, number>> = {
  reference_number: 50,
  transaction_uuid: 50,
  bill_to_forename: 60,
  bill_to_surname: 60,
  bill_to_email: 255,
  bill_to_address_line1: 60,
  bill_to_address_city: 50,
  // Outside the US, Canada and Mexico the state is free text (the city's bound).
  bill_to_address_state: 50,
  bill_to_address_postal_code: 10,
  merchant_defined_data94: 100,
  merchant_defined_data95: 100,
  merchant_defined_data96: 100,
  merchant_defined_data97: 100,
  merchant_defined_data98: 100,
  merchant_defined_data99: 100,
  device_fingerprint_id: 88,
};

const REQUIRED = [
  'reference_number',
  'transaction_uuid',
  'currency',
  'locale',
  'bill_to_forename',
  'bill_to_surname',
  'bill_to_email',
  'bill_to_address_line1',
  'bill_to_address_city',
  'bill_to_address_country',
] as const;

const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

/** The fields of a signed request the provider would refuse (reason 102), in the request's order. */
export function invalidRequestFields(request: Readonly<Record<string, string>>): string[] {
  const invalid = new Set<string>();
  for (const name of REQUIRED) if (!request[name]?.trim()) invalid.add(name);
  for (const [name, max] of Object.entries(MAX_LENGTH)) {
    if ((request[name] ?? '').length > max) invalid.add(name);
  }
  if (!/^[A-Z]{3}$/.test(request.currency ?? '')) invalid.add('currency');
  if (!/^(en-us|es-mx)$/.test(request.locale ?? '')) invalid.add('locale');
  const email = request.bill_to_email ?? '';
  if (email && !/^[^@\s]+@[^@\s]+$/.test(email)) invalid.add('bill_to_email');
  const country = request.bill_to_address_country ?? '';
  if (!isCountryCode(country)) invalid.add('bill_to_address_country');
  // The state is an ISO 3166-2 code where the country has one list: US, CA (2 letters), MX (3).
  const state = request.bill_to_address_state ?? '';
  if (hasBillingStateList(country) && !isBillingStateOf(country, state)) {
    invalid.add('bill_to_address_state');
  }
  const postalCode = request.bill_to_address_postal_code ?? '';
  const format = POSTAL_CODE_FORMATS[country];
  if (format && !format.test(postalCode)) invalid.add('bill_to_address_postal_code');
  return Object.keys(request)
    .filter((name) => invalid.has(name))
    .concat([...invalid].filter((name) => !(name in request)));
}
