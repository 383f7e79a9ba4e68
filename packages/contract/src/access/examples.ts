import type { RegisterBody } from './schemas.ts';

/**
 * A valid register payload, the one builder the API tests, the browser journeys and the docs
 * start from; callers override only what their case is about. The schema test proves it valid.
 */
export function exampleRegisterBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    first_name: 'Lucía',
    last_name: 'Hernández',
    email: 'lucia@example.com',
    password: 'Sunset#2026',
    password_confirmation: 'Sunset#2026',
    home_phone: '',
    mobile_phone: '+52 998 123 4567',
    country: 'MX',
    'g-recaptcha-response': 'none',
    vida_member_id: '100004',
    language_id: 'es',
    terms_and_conditions: true,
    ...overrides,
  };
}
