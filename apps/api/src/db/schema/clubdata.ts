import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, bigRef as ref, ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

/** What a dry run or an apply counted, and the first rows of each outcome. */
export interface ImportCountsJson {
  created: number;
  changed: number;
  unchanged: number;
  waiting: number;
}
export interface ImportSampleJson {
  line: number;
  id: string;
  changed: string[];
}
export interface ImportSamplesJson {
  created: ImportSampleJson[];
  changed: ImportSampleJson[];
  unchanged: ImportSampleJson[];
  waiting: ImportSampleJson[];
}
export interface ImportErrorJson {
  line: number;
  field: string | null;
  key: string;
}

/**
 * One CSV file of the club's data (issue 22): uploaded, checked (the dry run), applied. The file
 * itself is a temporary file on the instance that received it (`filePath`), deleted once applied,
 * discarded, failed or expired; no row's contents are stored here beyond the club's ids.
 */
export const clubImports = pgTable(
  'club_imports',
  {
    id: id(),
    /** members | contracts | due_items | reservations */
    entity: varchar('entity', { length: 16 }).notNull(),
    /** checking | checked | applying | applied | failed | discarded | expired */
    status: varchar('status', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 200 }),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
    /** Where the upload waits, until applied (never sent to the console). */
    filePath: text('file_path'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    dryRun: jsonb('dry_run')
      .$type<ImportCountsJson>()
      .notNull()
      .default({ created: 0, changed: 0, unchanged: 0, waiting: 0 }),
    samples: jsonb('samples')
      .$type<ImportSamplesJson>()
      .notNull()
      .default({ created: [], changed: [], unchanged: [], waiting: [] }),
    applied: jsonb('applied').$type<ImportCountsJson>(),
    errors: jsonb('errors').$type<ImportErrorJson[]>().notNull().default([]),
    errorsTotal: integer('errors_total').notNull().default(0),
    /** A file-level refusal: a validation or message key. */
    failure: varchar('failure', { length: 64 }),
    staffId: ref('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Touched as the work goes on: a running import not touched for minutes was interrupted. */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    checkedAt: ts('checked_at'),
    appliedAt: ts('applied_at'),
  },
  (t) => [
    index('club_imports_created_idx').on(t.createdAt),
    index('club_imports_open_idx').on(t.status, t.updatedAt).where(sql`${t.filePath} is not null`),
  ],
);

/**
 * An API key of the club's system (issue 22): stored as the SHA-256 of the key (32 random bytes,
 * so a fast hash is enough: nothing to guess), with its first characters to tell keys apart.
 * Rotating replaces the hash (the old key stops at once); revoking sets `revokedAt`.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: id(),
    name: varchar('name', { length: 80 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    hint: varchar('hint', { length: 16 }).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    createdByStaffId: ref('created_by_staff_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    rotatedAt: ts('rotated_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('integration_keys_hash_key').on(t.keyHash)],
);
