import { bigint, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, id, ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

/**
 * Images the club uploads for destination highlights (issue 22). In the database, not on disk:
 * every instance serves the same bytes, and a backup holds them. Addressed by `key`, 128 bits
 * of the bytes' SHA-256: the same file uploaded twice is one row, and its address never changes
 * meaning (served with a year's immutable cache).
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: id(),
    key: varchar('key', { length: 32 }).notNull(),
    mediaType: varchar('media_type', { length: 32 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_images_key').on(t.key)],
);
