import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every table uses: one definition, so they cannot drift apart. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const bigRef = (name: string) => bigint(name, { mode: 'number' });
