import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The desk's queue sizes, kept by the database itself (issue 23): statement triggers on
 * reservation_requests and message_threads (migration 0015) add each statement's changes, so a
 * count is one row's read however long the queue, and exactly what `count(*)` would answer in the
 * same snapshot. Names: `requests:<desk_status>`, `threads:<desk_status>` (support threads) and
 * `threads:<desk_status>:timed` (those with a member message time, for the overdue count).
 * Nothing else writes here.
 */
export const deskCounters = pgTable('desk_counts', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
