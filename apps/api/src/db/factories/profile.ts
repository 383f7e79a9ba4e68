import type { Database } from '../client.ts';
import { guests } from '../schema/club.ts';

type GuestInsert = typeof guests.$inferInsert;

/** The people a member travels with, by name (the profile's guests). */
export function guestRows(userId: number, names: readonly string[]): GuestInsert[] {
  return names.map((name) => ({ userId, name }));
}

export async function insertGuests(db: Database, userId: number, names: readonly string[]) {
  return db.insert(guests).values(guestRows(userId, names)).returning();
}
