/** The stays area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const staysValidationEn = {
  departure_before_arrival: 'The departure cannot be before the arrival.',
  guests_range: 'Choose between 1 and 12 guests.',
  travelers_max: 'You can add up to 8 travelers.',
  promo_code_invalid: 'A promo code has up to 32 letters, digits and hyphens.',
} as const;
export type StaysValidationKey = keyof typeof staysValidationEn;
