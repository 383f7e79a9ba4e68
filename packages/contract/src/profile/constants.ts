/** The profile area's business constants (spec access-profile-messages §9). */

export const REPLY_NOTIFICATION_DELAY_MS = 5_000;
export const MESSAGE_PREVIEW_WORDS = 10;

export const CONTRACT_STATUSES = ['Active', 'Cancelled', 'Pending', 'Blocked'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Spec: only Active, Pending and Blocked contracts are kept; Cancelled are hidden. */
export const VISIBLE_CONTRACT_STATUSES = ['Active', 'Pending', 'Blocked'] as const;

export const MESSAGE_TYPES = ['alert', 'marketing', 'support'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CUSTOMER_CARE = {
  tollFree: '800 123 4567',
  responseHours: 24,
  profileReviewDays: '1-3',
} as const;

/** Decision [6]: a contact message is at most 2,000 characters (about a page). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2_000;
/** Decision [2]: the contact form's message_type; its thread shows in the message centre. */
export const CONTACT_MESSAGE_TYPE = 'support';

/** Decision [7]: a reply is at most 2,000 characters, the contact message's bound. */
export const REPLY_MAX_LENGTH = CONTACT_MESSAGE_MAX_LENGTH;
/** Spec §4: alert and marketing threads take no reply. */
export const REPLYABLE_MESSAGE_TYPES = ['support'] as const satisfies readonly MessageType[];

/** The club desk that signs and receives member messages, in the member's language. */
export const MEMBER_CARE_NAME = { en: 'Member Care', es: 'Atención a Socios' } as const;

/** An e-mail change is confirmed from the new address within a day. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;
export const POSTAL_CODE_MAX_LENGTH = 16;

/** The fields of the profile form (spec §2 "Edit profile"), in the update payload's names. */
export const PROFILE_FIELDS = [
  'email',
  'home_phone',
  'mobile_phone',
  'address_line_1',
  'address_line_2',
  'country',
  'state',
  'city',
  'postal_code',
  'language_id',
  'all_communications',
  'monthly_communications',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Spec §4: edits of these are verified by an agent within 1-3 days. */
export const REVIEWED_PROFILE_FIELDS = [
  'email',
  'home_phone',
  'mobile_phone',
  'address_line_1',
  'address_line_2',
  'country',
  'state',
  'city',
  'postal_code',
] as const satisfies readonly ProfileField[];
