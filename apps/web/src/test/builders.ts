import type { Token } from '@mp/contract/access/token';
import type { Message, MessageThread, Profile } from '@mp/contract/profile/schemas';

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
    pending_email: null,
    profile_review: null,
    ...overrides,
  };
}

/** A thread of the message centre: an unread support thread with one club message. */
export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 41,
    reason: 'Reservations',
    date: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    from_name: 'Member Care',
    to_name: 'John Member',
    subject: 'Airport transfer',
    message: '<p>We do offer a private transfer from the airport for 45 USD each way.</p>',
    author: 'club',
    replied: false,
    read_at: null,
    unread_messages: [501],
    nr_of_messages: 1,
    message_type: 'support',
    ...overrides,
  };
}

/** A thread with its conversation: the member's question and the club's unread answer. */
export function aThread(overrides: Partial<MessageThread> = {}): MessageThread {
  const base = aMessage(overrides);
  return {
    ...base,
    nr_of_messages: 2,
    conversations: [
      {
        id: 500,
        author: 'member',
        from_name: 'John Member',
        to_name: 'Member Care',
        message: 'Do you offer a transfer?',
        date: new Date(Date.now() - 5 * 3_600_000).toISOString(),
        read_at: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      },
      {
        id: 501,
        author: 'club',
        from_name: 'Member Care',
        to_name: 'John Member',
        message: base.message,
        date: base.date,
        read_at: null,
      },
    ],
    ...overrides,
  };
}
