import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clubWallClock } from '../factories/dates.ts';
import { users } from '../schema/access.ts';
import { contracts } from '../schema/club.ts';
import { seedMoney } from './money.ts';
import { anaPlan } from './plans/ana.ts';
import { johnPlan } from './plans/john.ts';
import { mariaPlan } from './plans/maria.ts';
import type { MemberPlan } from './plans/types.ts';
import { seedProfile } from './profile.ts';
import { seedReferenceContent } from './reference.ts';
import { seedStays } from './stays.ts';

/*
 * Demo data of the three registered members. Every date is relative to `now` on the club's
 * calendar (Cancún), so the data looks the same (overdue, due today, upcoming stay...) whenever it
 * is seeded, also in the evening when UTC is already on the next day.
 *
 * John Smith (100001, English, USD): 3 contracts
 *   GLX-104233 Active  Grand Luxxe Riviera Maya: 2 overdue installments with late fee, one due
 *              today, future ones (the last two not available for payment), a past-due
 *              Renovation Fee, next year's Usage Fee and a cash-out quote.
 *   GMY-087512 Active  The Grand Mayan Nuevo Vallarta: paid off, nothing due.
 *   GLX-118902 Pending Grand Luxxe Nuevo Vallarta: bought 25 days ago, rest of the down payment
 *              (with closing cost) due in 5 days.
 *   Saved cards Visa 1111 (default) and Mastercard 4444; 2 guests; RCI and Interval.
 * Ana García (100002, Spanish, MXN): 1 contract
 *   GBL-203377 Active  The Grand Bliss Nuevo Vallarta: an installment due 3 days ago (no late fee
 *              yet) and future ones. No saved cards (she pays with a new card each time), no
 *              reservations, no guests, no exchanges.
 * Maria Lopez (100003, English, MXN and USD): 5 contracts, 4 visible + 1 Cancelled (we chose
 *   five rows in total so the member "with 5 contracts" still has a hidden one to test against)
 *   EST-208417 Active    The Estates Los Cabos (USD): 1 overdue installment, one due today,
 *              future ones, next year's Usage Fee.
 *   GMY-311620 Active    The Grand Mayan Los Cabos (MXN): past-due Renewal Fee; the next
 *              installment is 12 days away (nothing monthly due yet).
 *   MPA-059384 Blocked   Mayan Palace Acapulco (MXN): 3 overdue installments, none payable online.
 *   GBR-164205 Active    The Grand Bliss Riviera Maya (USD): nearly paid, cash-out quote.
 *   MPM-022961 Cancelled Mayan Palace Mazatlán (MXN): old orders only (hidden from history).
 *   Saved card American Express 0005 (default) plus a removed Visa 8431 (status 0); 1 guest;
 *   RCI, Interval, DAE, The Registry Collection, Club Freedom.
 *
 * Reservations not attached to anyone (add-reservation-to-profile lookups; arriving_date is
 * today + N days, see `select * from reservations where user_id is null`):
 *   40821736  Grand Luxxe Nuevo Vallarta       today + 64  lead last name Smith      (John)
 *   40824519  The Grand Bliss Nuevo Vallarta   today + 45  lead last name García     (Ana)
 *   40827058  Sea Garden Puerto Vallarta       today + 100 lead last name Lopez      (Maria)
 *   40829941  Mayan Palace Puerto Peñasco      today + 27  lead last name Hernández  (Lucía,
 *             member 100004, not registered yet)
 */

export interface DemoMemberIds {
  john: number;
  ana: number;
  maria: number;
}

/**
 * Inserts everything the three demo members own, one area at a time (money.ts, stays.ts,
 * profile.ts), from their plans (plans/<name>.ts). Does nothing if it already ran: contract
 * numbers and reservation numbers are unique, so a second run could not succeed anyway.
 */
export async function seedMemberData(
  db: Database,
  members: DemoMemberIds,
  now = new Date(),
): Promise<void> {
  const alreadySeeded = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.contractNumber, 'GLX-104233'))
    .limit(1);
  if (alreadySeeded.length > 0) return;

  // Reservations need hotel ids.
  await seedReferenceContent(db);

  // Dates count from the club's wall clock: an installment "due today" is due on the club's today.
  const clock = clubWallClock(now);
  const plans = [
    johnPlan(members.john, clock),
    anaPlan(members.ana, clock),
    mariaPlan(members.maria, clock),
  ];

  await db.transaction(async (tx) => {
    const memberIdOf = await clubMemberIds(tx, plans);
    await seedMoney(tx, plans, memberIdOf);
    await seedStays(tx, plans, memberIdOf, clock);
    await seedProfile(tx, plans, clock);
  });
}

/**
 * The club's member id of each plan's account (user id -> vida_member_id): the club data import
 * names a contract's or a stay's member by it (issue 22).
 */
async function clubMemberIds(
  db: Database,
  plans: readonly MemberPlan[],
): Promise<Map<number, number>> {
  const owners = await db
    .select({ id: users.id, vidaMemberId: users.vidaMemberId })
    .from(users)
    .where(
      inArray(
        users.id,
        plans.map((plan) => plan.userId),
      ),
    );
  return new Map(
    owners.flatMap((owner) =>
      owner.vidaMemberId === null ? [] : [[owner.id, owner.vidaMemberId] as const],
    ),
  );
}
