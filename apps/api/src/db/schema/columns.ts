import { bigint, bigserial, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every table uses: one definition, so they cannot drift apart. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const bigRef = (name: string) => bigint(name, { mode: 'number' });

/** Bytes (an image, a rendered PDF): PGlite gives a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
