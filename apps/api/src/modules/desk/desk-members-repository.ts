import {
  MEMBER_LOOKUP_LIMIT,
  MEMBER_PAGE_RECENT_PAYMENTS,
  MEMBER_PAGE_RECENT_RESERVATIONS,
  MEMBER_PAGE_RECENT_THREADS,
} from '@mp/contract/desk/constants';
import { type LookupQuery, likePrefix } from '@mp/contract/desk/lookup';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/access.ts';
import { contracts, hotels, messageThreads, orders, reservations } from '../../db/schema/club.ts';

/** The member lookup's and the member page's queries (issue 21). */

const like = (column: SQLWrapper, prefix: string) => sql`${column} like ${likePrefix(prefix)}`;

/**
 * A folded name's prefix, in byte order: `COLLATE "C"` makes the LIKE a range on
 * users_name_order_idx (last_name_folded, first_name_folded, id, all "C").
 */
const nameLike = (column: SQLWrapper, prefix: string) =>
  sql`${column} collate "C" like ${likePrefix(prefix)}`;

/**
 * The lookup's order: folded last name, first name, id, byte for byte (`COLLATE "C"`, the order
 * of users_name_order_idx; the same as the databases' C.UTF-8 and PGlite's C).
 */
const lookupOrder = [
  sql`${users.lastNameFolded} collate "C"`,
  sql`${users.firstNameFolded} collate "C"`,
  asc(users.id),
];

/** Each way a name query can match, one branch each (see lookupMembers). */
function nameBranches(query: Extract<LookupQuery, { kind: 'name' }>): SQL[] {
  const [first = '', ...rest] = query.words;
  const others = rest.join(' ');
  if (rest.length === 0) {
    return [
      nameLike(users.lastNameFolded, first),
      nameLike(users.firstNameFolded, first),
      like(sql`lower(${users.email})`, query.emailPrefix),
    ];
  }
  // "garcia nunez" (one compound name), "ana garcia" and "garcia ana" alike.
  const whole = query.words.join(' ');
  return [
    nameLike(users.lastNameFolded, whole),
    nameLike(users.firstNameFolded, whole),
    sql`${nameLike(users.firstNameFolded, first)} and ${nameLike(users.lastNameFolded, others)}`,
    sql`${nameLike(users.lastNameFolded, first)} and ${nameLike(users.firstNameFolded, others)}`,
  ];
}

/**
 * Members by id, e-mail prefix or name prefixes: one statement, each branch on its index
 * (users' primary key and vida_member_id; lower(email), text_pattern_ops; the folded names).
 *
 * A name is a union of branches, each keeping only its first page in the lookup's order, then
 * the page of their union (the first rows of a union are among each branch's first rows). One
 * `or` over the branches had to read and sort every match before its limit: 71,000 rows for
 * "garcia" at a million members (issue 23). Each branch can now stop after a page, on
 * users_name_order_idx (the last-name branches as a range, the others in its order with a
 * filter, when the planner expects many matches).
 */
export function lookupMembers(db: Database, query: LookupQuery) {
  let where: SQL | undefined;
  if (query.kind === 'id') {
    where = or(eq(users.id, query.id), eq(users.vidaMemberId, query.id));
  } else if (query.kind === 'email') {
    where = like(sql`lower(${users.email})`, query.prefix);
  } else {
    const firstPages = nameBranches(query).map(
      (branch) =>
        sql`(select ${users.id} from ${users} where ${branch} order by ${sql.join(lookupOrder, sql`, `)} limit ${MEMBER_LOOKUP_LIMIT})`,
    );
    where = sql`${users.id} in (${sql.join(firstPages, sql` union all `)})`;
  }
  return db
    .select({
      id: users.id,
      vidaMemberId: users.vidaMemberId,
      memberConfirmedAt: users.memberConfirmedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      languageId: users.languageId,
      emailVerifiedAt: users.emailVerifiedAt,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(where)
    .orderBy(...lookupOrder)
    .limit(MEMBER_LOOKUP_LIMIT);
}

export function memberContracts(db: Database, userId: number) {
  return db.select().from(contracts).where(eq(contracts.userId, userId)).orderBy(asc(contracts.id));
}

export function memberPayments(db: Database, userId: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      amount: orders.amount,
      currency: orders.currency,
      reference: orders.reference,
      lastFour: orders.lastFour,
      contractNumber: contracts.contractNumber,
    })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MEMBER_PAGE_RECENT_PAYMENTS);
}

export function memberReservations(db: Database, userId: number) {
  return db
    .select({
      id: reservations.id,
      reservationNumber: reservations.reservationNumber,
      reservationStatus: reservations.reservationStatus,
      hotel: hotels.name,
      arrivingDate: reservations.arrivingDate,
      departingDate: reservations.departingDate,
    })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.arrivingDate), desc(reservations.id))
    .limit(MEMBER_PAGE_RECENT_RESERVATIONS);
}

export function memberThreads(db: Database, userId: number) {
  return db
    .select({
      id: messageThreads.id,
      messageType: messageThreads.messageType,
      subject: messageThreads.subject,
      deskStatus: messageThreads.deskStatus,
      updatedAt: messageThreads.updatedAt,
    })
    .from(messageThreads)
    .where(eq(messageThreads.userId, userId))
    .orderBy(desc(messageThreads.updatedAt), desc(messageThreads.id))
    .limit(MEMBER_PAGE_RECENT_THREADS);
}

/** Live sessions: begun and ending, never their tokens. */
export function memberSessions(db: Database, userId: number) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.createdAt));
}

export async function countLiveSessions(db: Database, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.value ?? 0;
}
