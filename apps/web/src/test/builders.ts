import type { Token } from '@mp/contract/access/schemas';
import type { Profile } from '@mp/contract/profile/schemas';

/**
 * Typed builders of what the server answers, for component tests: each gives a complete, valid
 * value and a test states only what it is about. The contract's types keep them honest.
 */

/** A session token that is good for an hour from now. */
export function aToken(overrides: Partial<Token> = {}): Token {
  return {
    access_token: 'access-1',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    refresh_token: 'refresh-1',
    ...overrides,
  };
}

/** A signed-in member's profile: confirmed member id, no contracts, two unread threads. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7,
    vida_member_id: 100200300,
    first_name: 'John',
    last_name: 'Member',
    email: 'john@example.com',
    address_line_1: null,
    address_line_2: null,
    mobile_phone: null,
    home_phone: null,
    all_communications: true,
    monthly_communications: false,
    language_id: 'en',
    resort_name: 'The Grand Mayan Nuevo Vallarta',
    contracts: [],
    faqs: [],
    unread_messages: 2,
    guests: [],
    country: 'MX',
    state: null,
    states: null,
    city: null,
    postal_code: null,
    payments: 1,
    affiliation: null,
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}
