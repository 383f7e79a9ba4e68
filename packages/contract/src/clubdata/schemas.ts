import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';
import { key, preprocess } from '../fields.ts';
import {
  CLUB_ENTITIES,
  CLUB_MEMBER_ID_MAX,
  CONTRACT_NUMBER_MAX_LENGTH,
  CONTRACT_STATUSES,
  CURRENCIES,
  DUE_ITEM_ID_MAX_LENGTH,
  DUE_PAYMENT_TYPES,
  FEE_TYPES,
  INTEGRATION_KEY_NAME_MAX_LENGTH,
  INTEGRATION_SCOPES,
  RESERVATION_NUMBER_MAX_LENGTH,
  RESERVATION_STATUS_MAX,
  RESERVATION_STATUS_MIN,
} from './constants.ts';

/*
 * One set of rules for the club's rows, whichever way they come in: a CSV line (every cell a
 * string, an empty cell absent) or an integration API body (JSON numbers and booleans too).
 * Each field accepts both and gives one normalised value, so "1250", 1250 and "1250.00" compare
 * equal to the column's "1250.00" and a second import of the same file changes nothing.
 */

const required = key('required');
/** An empty cell (or JSON null) is an absent value. */
const emptyIsAbsent = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;
const optional = <T extends core.$ZodType>(field: T) =>
  preprocess(emptyIsAbsent, z.optional(field));
/** A required cell: empty says "required", anything else goes to the field's own checks. */
const present = <T extends core.$ZodType>(field: T) =>
  preprocess(
    emptyIsAbsent,
    z.pipe(
      z.any().check(z.refine((v) => v !== undefined, required)),
      field as unknown as core.$ZodType<z.output<T>>,
    ),
  );

const CLUB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const clubId = (max: number) =>
  present(
    z
      .pipe(
        z.union([z.string(), z.number()]),
        z.transform((v) => String(v).trim()),
      )
      .check(z.refine((v) => v.length <= max && CLUB_ID_PATTERN.test(v), key('club_id_invalid'))),
  );

const text = (max: number) =>
  z
    .pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v).trim()),
    )
    .check(z.refine((v) => v.length <= max, key('club_text_too_long')));

/** The club's member id (vida_member_id): a positive whole number. */
export const clubMemberIdField = z
  .pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) =>
      typeof v === 'number' ? v : /^\d{1,12}$/.test(v.trim()) ? Number(v) : Number.NaN,
    ),
  )
  .check(
    z.refine(
      (v) => Number.isInteger(v) && v >= 1 && v <= CLUB_MEMBER_ID_MAX,
      key('club_member_id_invalid'),
    ),
  );

const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** An amount in the contract's currency, as a decimal string with two places ("1250.00"). */
const amount = z.pipe(
  z
    .pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => (typeof v === 'number' ? String(v) : v.trim())),
    )
    .check(z.refine((v) => AMOUNT_PATTERN.test(v), key('club_amount_invalid'))),
  z.transform((v) => {
    const [whole = '0', cents = ''] = v.split('.');
    return `${BigInt(whole).toString()}.${cents.padEnd(2, '0')}`;
  }),
);
const money = () =>
  z.pipe(
    optional(amount),
    z.transform((v) => v ?? '0.00'),
  );

const wholeNumber = (min: number, max: number) =>
  z
    .pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) =>
        typeof v === 'number' ? v : /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : Number.NaN,
      ),
    )
    .check(
      z.refine(
        (v) => Number.isInteger(v) && v >= min && v <= max,
        key('club_whole_number_invalid'),
      ),
    );

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'si', 'sí']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);
const flag = z.pipe(
  z
    .pipe(
      z.union([z.boolean(), z.string(), z.number()]),
      z.transform((v) => {
        if (typeof v === 'boolean') return v;
        const word = String(v).trim().toLowerCase();
        return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
      }),
    )
    .check(z.refine((v) => v !== undefined, key('club_flag_invalid'))),
  z.transform((v) => v === true),
);

/** A calendar date, YYYY-MM-DD, that exists. */
const dateOnly = z.string().check(
  z.trim(),
  z.refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, key('club_date_invalid')),
);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (v): v is T[number] => (values as readonly string[]).includes(v),
        key('club_choice_invalid'),
      ),
    ),
    z.transform((v) => v as T[number]),
  );

// ---------------------------------------------------------------- the four rows

/** A member record of the club's registry (member_records), by the club's member id. */
export const memberRowSchema = z.object({
  member_id: present(clubMemberIdField),
  first_name: present(text(NAME_MAX_LENGTH)),
  last_name: present(text(NAME_MAX_LENGTH)),
  email: z.pipe(
    optional(
      z.pipe(
        z
          .string()
          .check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH, key('email_max'))),
        z.email(key('email_format')),
      ),
    ),
    z.transform((v) => v ?? null),
  ),
  resort_name: z.pipe(
    optional(text(128)),
    z.transform((v) => v ?? null),
  ),
  affiliation: z.pipe(
    optional(text(64)),
    z.transform((v) => v ?? null),
  ),
});

/** A contract, by its contract number; its member by the club's member id. */
const contractFields = z.object({
  contract_number: clubId(CONTRACT_NUMBER_MAX_LENGTH),
  member_id: present(clubMemberIdField),
  contract_status: present(choice(CONTRACT_STATUSES)),
  resort: present(text(128)),
  currency: present(z.pipe(z.string().check(z.trim(), z.toUpperCase()), choice(CURRENCIES))),
  affiliation: present(text(64)),
  finance: money(),
  balance: money(),
  loan_payment_amount: money(),
  pay_in_full: money(),
  maintenance_fee: money(),
  room_type: present(text(64)),
  contract_date: present(dateOnly),
  total_weeks: present(wholeNumber(0, 10_000)),
  used_weeks: z.pipe(
    optional(wholeNumber(0, 10_000)),
    z.transform((v) => v ?? 0),
  ),
});
const contractRule = (
  row: { used_weeks: number; total_weeks: number },
  ctx: core.$RefinementCtx,
) => {
  if (row.used_weeks > row.total_weeks) {
    ctx.addIssue({ code: 'custom', path: ['used_weeks'], message: 'club_weeks_over_total' });
  }
};
export const contractRowSchema = contractFields.check(z.superRefine(contractRule));

/** Something owed on a contract, by the club's own id of it. */
const dueItemFields = z.object({
  due_item_id: clubId(DUE_ITEM_ID_MAX_LENGTH),
  contract_number: clubId(CONTRACT_NUMBER_MAX_LENGTH),
  payment_type: present(choice(DUE_PAYMENT_TYPES)),
  amount_due: money(),
  closing_cost: money(),
  late_fee: money(),
  invoice_amount: money(),
  due_date: present(dateOnly),
  available_for_payment: z.pipe(
    optional(flag),
    z.transform((v) => v ?? true),
  ),
  fee_type: z.pipe(
    optional(choice(FEE_TYPES)),
    z.transform((v) => v ?? null),
  ),
  /** The club's system says it is paid (the portal never un-pays what it settled). */
  paid: z.pipe(
    optional(flag),
    z.transform((v) => v ?? false),
  ),
});
const dueItemRule = (
  row: { payment_type: string; fee_type: string | null },
  ctx: core.$RefinementCtx,
) => {
  if (row.payment_type === 'other_fees' && row.fee_type === null) {
    ctx.addIssue({ code: 'custom', path: ['fee_type'], message: 'club_fee_type_required' });
  }
};
export const dueItemRowSchema = dueItemFields.check(z.superRefine(dueItemRule));

/** A stay of the club's records, by its reservation number; the member is optional. */
const reservationFields = z.object({
  reservation_number: clubId(RESERVATION_NUMBER_MAX_LENGTH),
  member_id: z.pipe(
    optional(clubMemberIdField),
    z.transform((v) => v ?? null),
  ),
  reservation_status: present(wholeNumber(RESERVATION_STATUS_MIN, RESERVATION_STATUS_MAX)),
  hotel: present(text(128)),
  arriving_date: present(dateOnly),
  departing_date: present(dateOnly),
  number_of_adults: present(wholeNumber(1, 99)),
  number_of_children: z.pipe(
    optional(wholeNumber(0, 99)),
    z.transform((v) => v ?? 0),
  ),
  guest: present(text(256)),
  lead_last_name: present(text(128)),
  room_type: present(text(128)),
});
const reservationRule = (
  row: { arriving_date: string; departing_date: string },
  ctx: core.$RefinementCtx,
) => {
  if (row.departing_date < row.arriving_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['departing_date'],
      message: 'club_departure_before_arrival',
    });
  }
};
export const reservationRowSchema = reservationFields.check(z.superRefine(reservationRule));

export type MemberRow = z.output<typeof memberRowSchema>;
export type ContractRow = z.output<typeof contractRowSchema>;
export type DueItemRow = z.output<typeof dueItemRowSchema>;
export type ReservationRow = z.output<typeof reservationRowSchema>;
export interface ClubRows {
  members: MemberRow;
  contracts: ContractRow;
  due_items: DueItemRow;
  reservations: ReservationRow;
}

export const ROW_SCHEMAS = {
  members: memberRowSchema,
  contracts: contractRowSchema,
  due_items: dueItemRowSchema,
  reservations: reservationRowSchema,
} as const;

// ---------------------------------------------------------------- the integration API

/** An upsert's body is the row without its id, which is the path's. */
export const memberBodySchema = z.omit(memberRowSchema, { member_id: true });
export const contractBodySchema = z
  .omit(contractFields, { contract_number: true })
  .check(z.superRefine(contractRule));
export const dueItemBodySchema = z
  .omit(dueItemFields, { due_item_id: true })
  .check(z.superRefine(dueItemRule));
export const reservationBodySchema = z
  .omit(reservationFields, { reservation_number: true })
  .check(z.superRefine(reservationRule));

export const memberIdParamsSchema = z.object({ member_id: clubMemberIdField });
export const contractNumberParamsSchema = z.object({
  contract_number: clubId(CONTRACT_NUMBER_MAX_LENGTH),
});
export const dueItemIdParamsSchema = z.object({ due_item_id: clubId(DUE_ITEM_ID_MAX_LENGTH) });
export const reservationNumberParamsSchema = z.object({
  reservation_number: clubId(RESERVATION_NUMBER_MAX_LENGTH),
});

export const UPSERT_OUTCOMES = ['created', 'changed', 'unchanged', 'waiting'] as const;
export type UpsertOutcome = (typeof UPSERT_OUTCOMES)[number];
/**
 * What an upsert did: `waiting` means the row is valid but names what the portal does not hold
 * yet (a member who has not registered, a contract not loaded): nothing was written.
 */
export const upsertResultSchema = z.object({
  outcome: z.enum(UPSERT_OUTCOMES),
  id: z.string(),
  /** The columns a change touched. */
  changed: z.array(z.string()),
  waiting_for: z.nullable(z.enum(['member', 'contract'])),
});
export type UpsertResult = z.infer<typeof upsertResultSchema>;

// ---------------------------------------------------------------- imports

export const IMPORT_STATUSES = [
  'checking',
  'checked',
  'applying',
  'applied',
  'failed',
  'discarded',
  'expired',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importUploadQuerySchema = z.object({
  entity: z.enum(CLUB_ENTITIES, key('club_choice_invalid')),
  file_name: z.optional(z.string().check(z.trim(), z.maxLength(200, key('club_text_too_long')))),
});

const sampleSchema = z.object({
  line: z.int(),
  id: z.string(),
  changed: z.array(z.string()),
});
const countsSchema = z.object({
  created: z.int(),
  changed: z.int(),
  unchanged: z.int(),
  waiting: z.int(),
});
export const importErrorSchema = z.object({
  line: z.int(),
  /** The column, or null for the whole line. */
  field: z.nullable(z.string()),
  /** A validation key (the console shows its text). */
  key: z.string(),
});
export const importSummarySchema = z.object({
  id: z.int(),
  entity: z.enum(CLUB_ENTITIES),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.nullable(z.string()),
  file_bytes: z.int(),
  rows_total: z.int(),
  rows_done: z.int(),
  /** What the dry run found (rows_done counts the dry run's rows while checking). */
  dry_run: countsSchema,
  /** What applying did; null until applied. */
  applied: z.nullable(countsSchema),
  errors_total: z.int(),
  staff_name: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  checked_at: z.nullable(z.iso.datetime({ offset: true })),
  applied_at: z.nullable(z.iso.datetime({ offset: true })),
  /** A file-level refusal (a validation key): the file is not the format, too large... */
  failure: z.nullable(z.string()),
});
export const importDetailSchema = z.extend(importSummarySchema, {
  samples: z.object({
    created: z.array(sampleSchema),
    changed: z.array(sampleSchema),
    unchanged: z.array(sampleSchema),
    waiting: z.array(sampleSchema),
  }),
  /** Every error with its line, up to IMPORT_MAX_ERRORS (errors_total counts them all). */
  errors: z.array(importErrorSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export type ImportDetail = z.infer<typeof importDetailSchema>;
export type ImportCounts = z.infer<typeof countsSchema>;
export type ImportSample = z.infer<typeof sampleSchema>;
export type ImportRowError = z.infer<typeof importErrorSchema>;

export const importIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2 ** 53 - 1)),
});
export const importsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export const importListSchema = z.object({
  items: z.array(importSummarySchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
});

// ---------------------------------------------------------------- API keys

export const integrationKeySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; never enough to use. */
  hint: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.nullable(z.string()),
  rotated_at: z.nullable(z.iso.datetime({ offset: true })),
  last_used_at: z.nullable(z.iso.datetime({ offset: true })),
  revoked_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;
/** The one answer that carries the key itself: shown once, never stored in the clear. */
export const integrationKeySecretSchema = z.object({
  key: integrationKeySchema,
  secret: z.string(),
});

export const createIntegrationKeyBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(INTEGRATION_KEY_NAME_MAX_LENGTH, key('club_text_too_long')),
    ),
  scopes: z.pipe(
    z
      .array(z.enum(INTEGRATION_SCOPES, key('club_choice_invalid')))
      .check(z.minLength(1, required), z.maxLength(INTEGRATION_SCOPES.length)),
    z.transform((scopes) => [...new Set(scopes)]),
  ),
});
export type CreateIntegrationKeyBody = z.input<typeof createIntegrationKeyBodySchema>;
export const integrationKeyIdParamsSchema = importIdParamsSchema;
