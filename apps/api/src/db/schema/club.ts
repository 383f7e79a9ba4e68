import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { bytea, id, ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Money is numeric(12,2) in the database, never floating point (ARCHITECTURE "Data"). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

// ---------------------------------------------------------------- contracts and money

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    userId: userRef(),
    contractNumber: varchar('contract_number', { length: 32 }).notNull(),
    /** Active | Cancelled | Pending | Blocked */
    contractStatus: varchar('contract_status', { length: 16 }).notNull(),
    resort: varchar('resort', { length: 128 }).notNull(),
    /** 1 = MXN, otherwise USD (money-and-stays §1) */
    currencyId: smallint('currency_id').notNull(),
    affiliation: varchar('affiliation', { length: 64 }).notNull(),
    finance: money('finance'),
    balance: money('balance'),
    loanPaymentAmount: money('loan_payment_amount'),
    payInFull: money('pay_in_full'),
    /** The usage fee rate for the next calendar year. */
    maintenanceFee: money('maintenance_fee'),
    roomType: varchar('room_type', { length: 64 }).notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    totalWeeks: integer('total_weeks').notNull(),
    usedWeeks: integer('used_weeks').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contracts_user_idx').on(t.userId),
    uniqueIndex('contracts_number_key').on(t.contractNumber),
    check(
      'contracts_status_check',
      sql`${t.contractStatus} in ('Active', 'Cancelled', 'Pending', 'Blocked')`,
    ),
    check('contracts_weeks_check', sql`${t.usedWeeks} >= 0 and ${t.totalWeeks} >= 0`),
  ],
);

/** Something the member owes on a contract: one row per installment or fee. */
export const dueItems = pgTable(
  'due_items',
  {
    id: id(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** down | monthly | cash_out | other_fees */
    paymentType: varchar('payment_type', { length: 16 }).notNull(),
    amountDue: money('amount_due'),
    closingCost: money('closing_cost'),
    lateFee: money('late_fee'),
    /** Monthly installments only. */
    invoiceAmount: money('invoice_amount'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Monthly installments: false means "contact Accounting" (spec: available_for_payment 0). */
    availableForPayment: boolean('available_for_payment').notNull().default(true),
    /** Other fees only: Usage Fee, Renovation Fee, Renewal Fee, Extension Fee. */
    feeType: varchar('fee_type', { length: 32 }),
    paidAt: ts('paid_at'),
    /** The order that paid it, once paid. */
    orderId: bigint('order_id', { mode: 'number' }).references((): AnyPgColumn => orders.id),
    /** The club's own id of the item (issue 22: imports and the integration API upsert by it). */
    externalId: varchar('external_id', { length: 64 }),
  },
  (t) => [
    uniqueIndex('due_items_external_id_key').on(t.externalId),
    index('due_items_contract_idx').on(t.contractId, t.paymentType, t.dueDate),
    index('due_items_order_idx').on(t.orderId),
    check(
      'due_items_payment_type_check',
      sql`${t.paymentType} in ('down', 'monthly', 'cash_out', 'other_fees')`,
    ),
  ],
);

export const creditCards = pgTable(
  'credit_cards',
  {
    id: id(),
    userId: userRef(),
    /** The provider's token; the card number itself is never stored (SECURITY.md "Money"). */
    cardToken: varchar('card_token', { length: 128 }).notNull(),
    cardType: varchar('card_type', { length: 32 }).notNull(),
    lastFour: varchar('last_four', { length: 4 }).notNull(),
    cardHolderName: varchar('card_holder_name', { length: 128 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** 1 active; removed cards keep their row for history with status 0. */
    status: smallint('status').notNull().default(1),
    firstName: varchar('first_name', { length: 128 }).notNull(),
    lastName: varchar('last_name', { length: 128 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    city: varchar('city', { length: 128 }).notNull(),
    state: varchar('state', { length: 128 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    postCode: varchar('post_code', { length: 16 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_cards_user_idx').on(t.userId, t.status),
    // One default among a member's active cards.
    uniqueIndex('credit_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.status} = 1`),
  ],
);

/**
 * One line of an order: a covered due item, or the extra principal paid beyond them, and what the
 * payment put on it. Amounts are decimal strings, like the columns. `dueItemId` is null for extra
 * principal and for history imported without its items.
 */
export interface OrderLine {
  kind: 'item' | 'extra_principal';
  dueItemId: number | null;
  paymentType: 'down' | 'monthly' | 'cash_out' | 'other_fees';
  feeType: string | null;
  dueDate: string | null;
  amount: string;
  lateFee: string;
  settled: boolean;
}

/** What an approved order settles: items, the one partly paid, and the contract's balance. */
export interface OrderPlan {
  settledIds: number[];
  partial: {
    id: number;
    lateFee: string;
    closingCost: string;
    amountDue: string;
    invoiceAmount: string;
  } | null;
  /** Principal paid; a pay-off sets the balance to 0, other fees leave it alone. */
  principalPaid: string;
  balanceRule: 'reduce' | 'pay_off' | 'keep';
  /**
   * The claimed items as they were when the order was opened: an approval that arrives after the
   * claim lapsed applies only if every item is still unpaid and unchanged (else: refund due).
   * Absent on orders planned before it existed.
   */
  snapshot?: {
    id: number;
    amountDue: string;
    lateFee: string;
    closingCost: string;
    invoiceAmount: string;
  }[];
}

/** A payment order: what the member asked to pay, and what the provider answered. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: userRef(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    paymentType: varchar('payment_type', { length: 16 }).notNull(),
    /** monthly | full | multiple, for monthly payments */
    monthlyType: varchar('monthly_type', { length: 16 }),
    amount: money('amount'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /**
     * 1 pending, 2 paid, 3 paid (settled), 4 declined, 5 cancelled, 6 held for review, 7 outcome
     * unknown (the provider did not answer), 8 money received that settles nothing (refund due).
     */
    status: smallint('status').notNull().default(1),
    cardId: bigint('card_id', { mode: 'number' }).references(() => creditCards.id),
    lastFour: varchar('last_four', { length: 4 }),
    /** Our reference sent to the provider; results are applied at most once per reference. */
    reference: varchar('reference', { length: 64 }).notNull(),
    providerTransactionId: varchar('provider_transaction_id', { length: 64 }),
    providerMessage: text('provider_message'),
    /** The provider's reason code (100 approved, 203 declined...): a retried attempt answers by it. */
    providerReasonCode: smallint('provider_reason_code'),
    dueItemIds: jsonb('due_item_ids').$type<number[]>().notNull().default([]),
    /** What the payment put on each covered item, as applied: the invoice prints it. */
    lines: jsonb('lines').$type<OrderLine[]>().notNull().default([]),
    lateFee: money('late_fee'),
    cardType: varchar('card_type', { length: 32 }),
    /** The client's key for one payment attempt: a retry gets the first answer back. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** SHA-256 of the request the idempotency key was first used with: the key belongs to it. */
    requestHash: varchar('request_hash', { length: 64 }),
    /**
     * What an approval does to the items, worked out when the items were claimed: a hosted
     * checkout's result may arrive in another request, or after a restart.
     */
    plan: jsonb('plan').$type<OrderPlan>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_uuid_key').on(t.uuid),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_contract_idx').on(t.contractId, t.createdAt),
    // The open orders the settling sweep asks the provider about (pending, review, unknown).
    index('orders_open_idx').on(t.status, t.updatedAt).where(sql`${t.status} in (1, 6, 7)`),
    // The payments desk's search by the provider's transaction id (a charge's).
    index('orders_provider_transaction_idx').on(t.providerTransactionId),
  ],
);

/**
 * One visit to the provider's hosted checkout (PAYMENTS.md): what we signed, so that a result is
 * checked against it (reference, transaction uuid, amount, currency) and applied at most once.
 * A payment's attempt points at its order; saving or updating a card has none.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: id(),
    userId: userRef(),
    /** sale | sale,create_payment_token | create_payment_token | update_payment_token */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    transactionUuid: varchar('transaction_uuid', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The saved card an update is for. */
    cardId: bigint('card_id', { mode: 'number' }).references(() => creditCards.id),
    amount: money('amount'),
    currency: varchar('currency', { length: 3 }).notNull(),
    makeDefault: boolean('make_default').notNull().default(false),
    /**
     * Every field we signed for the provider, signature aside: a result's echoed `req_*` fields
     * must match them (PAYMENTS.md "Signature").
     */
    requestFields: jsonb('request_fields').$type<Record<string, string>>(),
    /** 1 waiting for the provider, 2 applied (its result is final) */
    status: smallint('status').notNull().default(1),
    decision: varchar('decision', { length: 8 }),
    reasonCode: smallint('reason_code'),
    providerTransactionId: varchar('provider_transaction_id', { length: 64 }),
    /** The card saved or updated by the result. */
    resultCardId: bigint('result_card_id', { mode: 'number' }).references(() => creditCards.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    appliedAt: ts('applied_at'),
  },
  (t) => [
    uniqueIndex('checkout_attempts_reference_key').on(t.reference),
    index('checkout_attempts_user_idx').on(t.userId, t.createdAt),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: varchar('invoice_number', { length: 32 }).notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /**
     * When the receipt e-mail (with this invoice's PDF) went to the outbox: set in the same
     * transaction as the outbox row, so a repeated or retried receipt job never mails twice.
     */
    receiptQueuedAt: ts('receipt_queued_at'),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
  ],
);

/**
 * An invoice's PDF once rendered, one per language (issue 23, decision "Receipts after the
 * answer"): the receipt job stores the member's, the download serves what is stored instead of
 * rendering again. The invoice is the document as issued: later changes to the member's name do
 * not rewrite it.
 */
export const invoicePdfs = pgTable(
  'invoice_pdfs',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    languageId: varchar('language_id', { length: 2 }).notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.languageId] })],
);

// ---------------------------------------------------------------- stays

export const hotels = pgTable('hotels', {
  id: id(),
  name: varchar('name', { length: 128 }).notNull(),
  /** One of the destination keywords (contract rules/imagery.ts). */
  destination: varchar('destination', { length: 32 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden by the club's content editors (issue 22): members no longer see it; its id stays. */
  hidden: boolean('hidden').notNull().default(false),
});

export const unitTypes = pgTable(
  'unit_types',
  {
    id: id(),
    hotelId: bigint('hotel_id', { mode: 'number' })
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    nameEs: varchar('name_es', { length: 128 }).notNull(),
    maxGuests: integer('max_guests').notNull(),
    /** The order among its hotel's unit types (issue 22). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by the club's content editors (issue 22): members no longer see it; its id stays. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('unit_types_hotel_idx').on(t.hotelId)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    /** Null until the member attaches it to the profile (add-reservation-to-profile). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reservationNumber: varchar('reservation_number', { length: 32 }).notNull(),
    /** 1 requested, 2 confirmed, 3 traveled, 4 transferred, 5 canceled, 6-9 (money-and-stays §3) */
    reservationStatus: smallint('reservation_status').notNull(),
    hotelId: bigint('hotel_id', { mode: 'number' })
      .notNull()
      .references(() => hotels.id),
    arrivingDate: date('arriving_date', { mode: 'string' }).notNull(),
    departingDate: date('departing_date', { mode: 'string' }).notNull(),
    numberOfAdults: integer('number_of_adults').notNull(),
    numberOfChildren: integer('number_of_children').notNull().default(0),
    /** Lead guest's name as on the booking. */
    guest: varchar('guest', { length: 256 }).notNull(),
    leadLastName: varchar('lead_last_name', { length: 128 }).notNull(),
    /** The club record's own name of the room, shown when no unit type of ours matches it. */
    roomType: varchar('room_type', { length: 128 }).notNull(),
    /**
     * The unit type of our catalogue the stay is in, when known: its name is shown in the
     * member's language (issue 20 #19: "Studio" beside "Estudio" on Spanish screens).
     */
    unitTypeId: bigint('unit_type_id', { mode: 'number' }).references(() => unitTypes.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_number_key').on(t.reservationNumber),
    // add-reservation-to-profile matches the number in any case: upper(number) = upper($1).
    index('reservations_number_upper_idx').on(sql`upper(${t.reservationNumber})`),
    index('reservations_user_idx').on(t.userId, t.arrivingDate),
    check('reservations_dates_check', sql`${t.departingDate} >= ${t.arrivingDate}`),
  ],
);

/** A reservation request the member sent (request-reservation flow). */
export const reservationRequests = pgTable(
  'reservation_requests',
  {
    id: id(),
    userId: userRef(),
    isMember: boolean('is_member').notNull(),
    firstName: varchar('first_name', { length: 128 }).notNull(),
    lastName: varchar('last_name', { length: 128 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    country: varchar('country', { length: 2 }),
    destination: varchar('destination', { length: 128 }).notNull(),
    hotelId: bigint('hotel_id', { mode: 'number' }).references(() => hotels.id),
    unitTypeId: bigint('unit_type_id', { mode: 'number' }).references(() => unitTypes.id),
    arrivingDate: date('arriving_date', { mode: 'string' }).notNull(),
    departingDate: date('departing_date', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    promoCode: varchar('promo_code', { length: 32 }),
    addTransportation: boolean('add_transportation').notNull().default(false),
    flexibleDates: boolean('flexible_dates').notNull().default(true),
    flexibleDestinations: boolean('flexible_destinations').notNull().default(true),
    /** [{ age, first_name, last_name, email }] */
    travelers: jsonb('travelers')
      .$type<{ age: 'adult' | 'child'; first_name: string; last_name: string; email?: string }[]>()
      .notNull()
      .default([]),
    /**
     * The number the member was given for the request (REQ-…): the reservation keeps it until
     * the desk confirms with the club's own number.
     */
    requestNumber: varchar('request_number', { length: 32 }),
    /** The member's reservation this request made (status 1 until the desk decides). */
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => reservations.id, {
      onDelete: 'set null',
    }),
    /** open | confirmed | declined (issue 21: the desk's queue) */
    deskStatus: varchar('desk_status', { length: 16 }).notNull().default('open'),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
      { onDelete: 'set null' },
    ),
    decidedAt: ts('decided_at'),
    /** A decline's reason as the member reads it, in the member's language. */
    declineReason: text('decline_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reservation_requests_user_idx').on(t.userId, t.createdAt),
    // The desk's queue pages in their order, id included, so a page stops after its rows with no
    // sort: open ones oldest first, decided ones newest decided first (scanned backwards).
    index('reservation_requests_desk_idx').on(t.deskStatus, t.createdAt, t.id),
    index('reservation_requests_decided_idx').on(t.deskStatus, t.decidedAt, t.id),
  ],
);

/** People the member travels with (the profile's `guests`). */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    userId: userRef(),
    name: varchar('name', { length: 256 }).notNull(),
  },
  (t) => [index('guests_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- messages

export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    userId: userRef(),
    /** alert | marketing | support */
    messageType: varchar('message_type', { length: 16 }).notNull().default('support'),
    reason: varchar('reason', { length: 128 }),
    subject: varchar('subject', { length: 256 }).notNull(),
    replied: boolean('replied').notNull().default(false),
    /** A contact message's way back: the e-mail and phone given, and whether to call. */
    contactEmail: varchar('contact_email', { length: 254 }),
    contactPhone: varchar('contact_phone', { length: 32 }),
    needToContactMe: boolean('need_to_contact_me').notNull().default(false),
    /** When the member last read the thread; null = unread. */
    readAt: ts('read_at'),
    /**
     * The desk's state of a support thread (issue 21): open (the club owes an answer), waiting
     * (answered, waiting on the member), closed. A member's message makes it open again.
     */
    deskStatus: varchar('desk_status', { length: 16 }).notNull().default('open'),
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
      { onDelete: 'set null' },
    ),
    /** The member's last message: the desk's 24-hour clock starts here (spec 1 §9). */
    lastMemberMessageAt: ts('last_member_message_at'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_threads_user_idx').on(t.userId, t.updatedAt),
    // The inbox: support threads by desk state, oldest member message first.
    index('message_threads_desk_idx')
      .on(t.deskStatus, t.lastMemberMessageAt)
      .where(sql`${t.messageType} = 'support'`),
    index('message_threads_assigned_idx').on(t.assignedStaffId, t.deskStatus),
  ],
);

export const messageEntries = pgTable(
  'message_entries',
  {
    id: id(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    /** member | club */
    author: varchar('author', { length: 8 }).notNull(),
    /** The staff member who wrote a club entry from the desk; null for the member's and seeds'. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    fromName: varchar('from_name', { length: 256 }).notNull(),
    toName: varchar('to_name', { length: 256 }).notNull(),
    /** Club messages may hold sanitised HTML; member messages are plain text. */
    message: text('message').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_entries_thread_idx').on(t.threadId, t.createdAt),
    index('message_entries_unread_idx').on(t.threadId, t.readAt),
  ],
);

/** Private notes on a member's thread: the desk's only; no member query reads this table. */
export const threadNotes = pgTable(
  'thread_notes',
  {
    id: id(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id),
    note: text('note').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('thread_notes_thread_idx').on(t.threadId, t.createdAt)],
);

// ---------------------------------------------------------------- reference content

export const faqs = pgTable('faqs', {
  id: id(),
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  contentEn: text('content_en').notNull(),
  contentEs: text('content_es').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden by the club's content editors (issue 22): members no longer see it; its id stays. */
  hidden: boolean('hidden').notNull().default(false),
});

export const contactReasons = pgTable('contact_reasons', {
  id: id(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
  nameEs: varchar('name_es', { length: 128 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden by the club's content editors (issue 22): members no longer see it; its id stays. */
  hidden: boolean('hidden').notNull().default(false),
});

export const destinationHighlights = pgTable('destination_highlights', {
  id: id(),
  name: varchar('name', { length: 128 }).notNull(),
  location: varchar('location', { length: 128 }).notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  /**
   * A destination keyword (the web shows our own illustration for it) or an uploaded image's
   * address, /api/v1/content_images/<key> (schema content.ts, issue 22).
   */
  imageLocation: varchar('image_location', { length: 64 }).notNull(),
  readMoreLink: text('read_more_link').notNull(),
  buyLink: text('buy_link').notNull().default('#'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden by the club's content editors (issue 22): members no longer see it; its id stays. */
  hidden: boolean('hidden').notNull().default(false),
});

/** The exchange companies a member belongs to (GET /v1/exchanges). */
export const exchangeMemberships = pgTable(
  'exchange_memberships',
  {
    id: id(),
    userId: userRef(),
    membershipType: varchar('membership_type', { length: 64 }).notNull(),
    membershipNumber: varchar('membership_number', { length: 32 }),
  },
  (t) => [uniqueIndex('exchange_memberships_user_type_key').on(t.userId, t.membershipType)],
);
