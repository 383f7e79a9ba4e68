import { bigint, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/** How many rows each kept count is spread over (migration 0016's triggers use the same). */
export const DESK_COUNT_SHARDS = 16;

/**
 * The desk's queue sizes, kept by the database itself (issue 23): statement triggers on
 * reservation_requests and message_threads (migration 0016) add each statement's changes, so a
 * count is the sum of a few rows however long the queue, and exactly what `count(*)` would
 * answer in the same snapshot. Names: `requests:<desk_status>`, `threads:<desk_status>` (support
 * threads) and `threads:<desk_status>:timed` (those with a member message time, for the overdue
 * count).
 *
 * Each name is spread over DESK_COUNT_SHARDS rows, the shard chosen by the writing transaction's
 * id: a counter row stays locked until its writer commits, and one row per name made every
 * member's new request (or thread) wait for the one before it. Two concurrent transactions now
 * share a row only when their ids agree modulo the shard count. A shard's value alone means
 * nothing (a row counted in one shard may leave from another): only the sum does. Nothing else
 * writes here.
 */
export const deskCounters = pgTable(
  'desk_counts',
  {
    name: varchar('name', { length: 64 }).notNull(),
    shard: smallint('shard').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);
