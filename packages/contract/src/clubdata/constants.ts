/**
 * The club's own data (issue 22): member records, contracts, due items and reservations from the
 * club's system of record, keyed by the club's own ids. One set of rules (schemas.ts), two ways
 * in: the console's CSV import and the integration API.
 */
export const CLUB_ENTITIES = ['members', 'contracts', 'due_items', 'reservations'] as const;
export type ClubEntity = (typeof CLUB_ENTITIES)[number];

/** What an integration key may write: one scope per entity. */
export const INTEGRATION_SCOPES = [
  'members:write',
  'contracts:write',
  'due_items:write',
  'reservations:write',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const SCOPE_OF: Readonly<Record<ClubEntity, IntegrationScope>> = {
  members: 'members:write',
  contracts: 'contracts:write',
  due_items: 'due_items:write',
  reservations: 'reservations:write',
};

/**
 * An integration key is `mpk_` + 43 base64url characters (32 random bytes): the prefix keeps it
 * apart from a member's bearer token (which never starts so) and makes a leaked key easy to find.
 */
export const INTEGRATION_KEY_PREFIX = 'mpk_';
/** The first characters of a key the console shows to tell keys apart (never enough to use). */
export const INTEGRATION_KEY_HINT_LENGTH = 8;
export const INTEGRATION_KEY_NAME_MAX_LENGTH = 80;
/** Keys a club needs: one per system and environment; a bound so a list is one page. */
export const INTEGRATION_KEYS_MAX = 50;

/** Widths of the club's ids, as the columns hold them. */
export const CONTRACT_NUMBER_MAX_LENGTH = 32;
export const RESERVATION_NUMBER_MAX_LENGTH = 32;
export const DUE_ITEM_ID_MAX_LENGTH = 64;
/** The club's member ids are positive integers of up to 12 digits (MEMBER_ID_MAX_DIGITS). */
export const CLUB_MEMBER_ID_MAX = 999_999_999_999;

/** A CSV file: at most this many bytes (100,000 rows of contracts are about 20 MB). */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** At most this many data rows in one file. */
export const IMPORT_MAX_ROWS = 500_000;
/** How many rows of each outcome the dry run keeps to show. */
export const IMPORT_SAMPLE_ROWS = 20;
/** How many errors an import keeps, each with its line; the count goes on past it. */
export const IMPORT_MAX_ERRORS = 1000;
/** Rows checked or written together. */
export const IMPORT_BATCH_ROWS = 500;
/** An uploaded file not applied within this long is deleted and its import expires. */
export const IMPORT_FILE_TTL_HOURS = 24;
export const IMPORTS_PAGE_SIZE = 20;

export const CONTRACT_STATUSES = ['Active', 'Cancelled', 'Pending', 'Blocked'] as const;
export const CURRENCIES = ['MXN', 'USD'] as const;
export const DUE_PAYMENT_TYPES = ['down', 'monthly', 'cash_out', 'other_fees'] as const;
export const FEE_TYPES = ['Usage Fee', 'Renovation Fee', 'Renewal Fee', 'Extension Fee'] as const;
/** money-and-stays §3: 1 requested ... 9. */
export const RESERVATION_STATUS_MIN = 1;
export const RESERVATION_STATUS_MAX = 9;

/** The columns of each entity's CSV file, in this order in the template (header names). */
export const IMPORT_COLUMNS = {
  members: ['member_id', 'first_name', 'last_name', 'email', 'resort_name', 'affiliation'],
  contracts: [
    'contract_number',
    'member_id',
    'contract_status',
    'resort',
    'currency',
    'affiliation',
    'finance',
    'balance',
    'loan_payment_amount',
    'pay_in_full',
    'maintenance_fee',
    'room_type',
    'contract_date',
    'total_weeks',
    'used_weeks',
  ],
  due_items: [
    'due_item_id',
    'contract_number',
    'payment_type',
    'amount_due',
    'closing_cost',
    'late_fee',
    'invoice_amount',
    'due_date',
    'available_for_payment',
    'fee_type',
    'paid',
  ],
  reservations: [
    'reservation_number',
    'member_id',
    'reservation_status',
    'hotel',
    'arriving_date',
    'departing_date',
    'number_of_adults',
    'number_of_children',
    'guest',
    'lead_last_name',
    'room_type',
  ],
} as const satisfies Record<ClubEntity, readonly string[]>;

/** Each entity's own id column: the club's id, the key of every upsert. */
export const CLUB_ID_COLUMN = {
  members: 'member_id',
  contracts: 'contract_number',
  due_items: 'due_item_id',
  reservations: 'reservation_number',
} as const satisfies Record<ClubEntity, string>;
