import {
  DESK_PAGE_SIZE,
  type PROFILE_REVIEW_STATUSES,
  type RESERVATION_REQUEST_STATUSES,
} from '@mp/contract/desk/constants';
import { DESK_ANSWER_HOURS } from '@mp/contract/staff/constants';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fixedCount, preparedPerDatabase } from '../../db/prepared.ts';
import { emailChanges, profileReviews, users } from '../../db/schema/access.ts';
import {
  hotels,
  messageEntries,
  messageThreads,
  reservationRequests,
  reservations,
  unitTypes,
} from '../../db/schema/club.ts';
import { deskCounters } from '../../db/schema/desk.ts';
import { staffAccounts } from '../../db/schema/staff.ts';

/** The desk's queries (issue 21); each takes the database or a transaction. */

/**
 * A queue's size as the database keeps it in desk_counts (migration 0016: statement triggers on
 * reservation_requests and message_threads): the sum of the name's shards (16 rows at most, a
 * range of the primary key), however long the queue, and the same figure as `count(*)` in the
 * same snapshot. No row yet means none.
 */
export const keptCount = (name: string | SQL) =>
  sql<number>`coalesce((select sum(${deskCounters.value}) from ${deskCounters} where ${deskCounters.name} = ${name}), 0)`.mapWith(
    Number,
  );

/**
 * The home counts, one statement. The open threads and requests are kept counts; the overdue
 * threads are the open ones with a member message time, less those whose member wrote within
 * DESK_ANSWER_HOURS (a range of message_threads_desk_idx, a day's threads at most); the pending
 * reviews an index-only count. Counting every open request took O(queue): 90 ms at a million
 * members (issue 23).
 */
export async function deskCounts(db: Database) {
  const [row] = await db
    .select({
      overdue:
        sql<number>`${keptCount('threads:open:timed')} - (select count(*) from ${messageThreads} where ${messageThreads.messageType} = 'support' and ${messageThreads.deskStatus} = 'open' and ${messageThreads.lastMemberMessageAt} >= now() - make_interval(hours => ${DESK_ANSWER_HOURS}))`.mapWith(
          Number,
        ),
      open: keptCount('threads:open'),
      requests: keptCount('requests:open'),
      reviews:
        sql<number>`(select count(*) from ${profileReviews} where ${profileReviews.status} = 'pending')`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { overdue: 0, open: 0, requests: 0, reviews: 0 };
}

const memberColumns = {
  id: users.id,
  vidaMemberId: users.vidaMemberId,
  memberConfirmedAt: users.memberConfirmedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  languageId: users.languageId,
};

// ---------------------------------------------------------------- reservation requests

/** A single row's read needs no count. */
const NO_TOTAL = sql<number>`0`.mapWith(Number);

const requestColumns = {
  request: reservationRequests,
  member: memberColumns,
  hotelName: hotels.name,
  unitNameEn: unitTypes.nameEn,
  unitNameEs: unitTypes.nameEs,
  reservationNumber: reservations.reservationNumber,
  reservationStatus: reservations.reservationStatus,
  decidedByName: staffAccounts.name,
};

/** The queue's rows with their member, stay and decider; `total` is the page's count (or 0). */
function requestQuery(db: Database, total: SQL<number> = NO_TOTAL) {
  return db
    .select({ ...requestColumns, total })
    .from(reservationRequests)
    .innerJoin(users, eq(users.id, reservationRequests.userId))
    .leftJoin(hotels, eq(hotels.id, reservationRequests.hotelId))
    .leftJoin(unitTypes, eq(unitTypes.id, reservationRequests.unitTypeId))
    .leftJoin(reservations, eq(reservations.id, reservationRequests.reservationId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, reservationRequests.decidedByStaffId));
}

export type RequestRow = Awaited<ReturnType<typeof findRequest>>;

/**
 * A queue page: open ones oldest first (the longest wait on top), decided ones newest first.
 * The queue's size is the one desk_counts keeps: a window count joined every row of the queue
 * before the page's limit (6x slower at 100k), a count(*) read every open request (issue 23).
 * Prepared once per database for each order (its plan was 4.3 ms of planning at a million
 * members, against 0.6 ms to run); the first page, the one the console opens, with its size in
 * the text, so that PostgreSQL plans it once (`fixedCount`).
 */
const requestPage = (open: boolean, isFirst: boolean) =>
  preparedPerDatabase((db) => {
    const page = requestQuery(db, keptCount(sql`'requests:' || ${sql.placeholder('status')}::text`))
      .where(eq(reservationRequests.deskStatus, sql.placeholder('status')))
      .orderBy(
        ...(open
          ? [asc(reservationRequests.createdAt), asc(reservationRequests.id)]
          : [desc(reservationRequests.decidedAt), desc(reservationRequests.id)]),
      );
    const name = `desk_${open ? 'open' : 'decided'}_requests${isFirst ? '_first' : ''}`;
    return isFirst
      ? page.limit(fixedCount(DESK_PAGE_SIZE)).prepare(name)
      : page.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
const requestPages = {
  open: { first: requestPage(true, true), later: requestPage(true, false) },
  decided: { first: requestPage(false, true), later: requestPage(false, false) },
};

export function listRequests(
  db: Database,
  status: (typeof RESERVATION_REQUEST_STATUSES)[number],
  limit: number,
  offset: number,
) {
  const pages = requestPages[status === 'open' ? 'open' : 'decided'];
  if (offset === 0 && limit === DESK_PAGE_SIZE) return pages.first(db).execute({ status });
  return pages.later(db).execute({ status, limit, offset });
}

export async function findRequest(db: Database, id: number) {
  const [row] = await requestQuery(db).where(eq(reservationRequests.id, id)).limit(1);
  return row;
}

/** The request row, locked for its decision. */
export async function lockRequest(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(reservationRequests)
    .where(eq(reservationRequests.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function findReservationById(db: Database, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  return row;
}

/** Another reservation holding this number (any case, as add-reservation-to-profile reads it). */
export async function isReservationNumberTaken(db: Database, number: string, exceptId: number) {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        sql`upper(${reservations.reservationNumber}) = upper(${number})`,
        ne(reservations.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function updateReservation(
  db: Database,
  id: number,
  values: Partial<typeof reservations.$inferInsert>,
) {
  await db.update(reservations).set(values).where(eq(reservations.id, id));
}

export async function insertReservationRow(db: Database, values: typeof reservations.$inferInsert) {
  const [row] = await db.insert(reservations).values(values).returning({ id: reservations.id });
  if (!row) throw new Error('reservation insert returned nothing');
  return row.id;
}

/** Records the decision; false when someone decided first. */
export async function decideRequest(
  db: Database,
  id: number,
  values: {
    deskStatus: 'confirmed' | 'declined';
    staffId: number;
    reservationId: number | null;
    declineReason?: string;
  },
) {
  const rows = await db
    .update(reservationRequests)
    .set({
      deskStatus: values.deskStatus,
      decidedByStaffId: values.staffId,
      decidedAt: new Date(),
      reservationId: values.reservationId,
      declineReason: values.declineReason ?? null,
    })
    .where(and(eq(reservationRequests.id, id), eq(reservationRequests.deskStatus, 'open')))
    .returning({ id: reservationRequests.id });
  return rows.length === 1;
}

/**
 * A club message in the member's message centre: an alert (spec 1 §4: no reply is offered), one
 * unread entry, out of the desk's inbox (closed from the start: nothing is owed on it).
 */
export async function insertAlert(
  db: Database,
  values: {
    userId: number;
    subject: string;
    html: string;
    fromName: string;
    toName: string;
    staffId: number;
  },
) {
  const now = new Date();
  const [thread] = await db
    .insert(messageThreads)
    .values({
      userId: values.userId,
      messageType: 'alert',
      subject: values.subject.slice(0, 256),
      deskStatus: 'closed',
      closedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('thread insert returned nothing');
  await db.insert(messageEntries).values({
    threadId: thread.id,
    author: 'club',
    staffId: values.staffId,
    fromName: values.fromName,
    toName: values.toName,
    message: values.html,
    createdAt: now,
  });
  return thread.id;
}

/** Every hotel with its unit types, in the catalogue's order. */
export function listHotelUnits(db: Database) {
  return db
    .select({
      hotelId: hotels.id,
      hotel: hotels.name,
      unitId: unitTypes.id,
      nameEn: unitTypes.nameEn,
      nameEs: unitTypes.nameEs,
      maxGuests: unitTypes.maxGuests,
    })
    .from(hotels)
    .leftJoin(unitTypes, eq(unitTypes.hotelId, hotels.id))
    .orderBy(asc(hotels.sortOrder), asc(hotels.name), asc(unitTypes.id));
}

// ---------------------------------------------------------------- profile reviews

const reviewColumns = {
  review: profileReviews,
  member: memberColumns,
  reviewedByName: staffAccounts.name,
};

function reviewQuery(db: Database, total: SQL<number> = NO_TOTAL) {
  return db
    .select({ ...reviewColumns, total })
    .from(profileReviews)
    .innerJoin(users, eq(users.id, profileReviews.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, profileReviews.reviewedByStaffId));
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** Pending ones oldest first; decided ones newest decided first. */
export function listReviews(
  db: Database,
  status: (typeof PROFILE_REVIEW_STATUSES)[number],
  limit: number,
  offset: number,
) {
  // The list's size in a subquery of its own, as for the requests' queue.
  const total =
    sql<number>`(select count(*) from ${profileReviews} where ${profileReviews.status} = ${status})`.mapWith(
      Number,
    );
  return reviewQuery(db, total)
    .where(eq(profileReviews.status, status))
    .orderBy(
      ...(status === 'pending'
        ? [asc(profileReviews.createdAt), asc(profileReviews.id)]
        : [desc(profileReviews.reviewedAt), desc(profileReviews.id)]),
    )
    .limit(limit)
    .offset(offset);
}

export async function findReview(db: Database, id: number) {
  const [row] = await reviewQuery(db).where(eq(profileReviews.id, id)).limit(1);
  return row;
}

export async function findPendingReviewOf(db: Database, userId: number) {
  const [row] = await reviewQuery(db)
    .where(and(eq(profileReviews.userId, userId), eq(profileReviews.status, 'pending')))
    .orderBy(desc(profileReviews.createdAt))
    .limit(1);
  return row;
}

export async function lockReview(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(profileReviews)
    .where(eq(profileReviews.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Records the decision; false when it was not pending any more. */
export async function decideReview(
  db: Database,
  id: number,
  values: { status: 'verified' | 'rejected'; staffId: number; rejectReason?: string },
) {
  const now = new Date();
  const rows = await db
    .update(profileReviews)
    .set({
      status: values.status,
      reviewedByStaffId: values.staffId,
      reviewedAt: now,
      ...(values.status === 'verified' && { verifiedAt: now }),
      rejectReason: values.rejectReason ?? null,
    })
    .where(and(eq(profileReviews.id, id), eq(profileReviews.status, 'pending')))
    .returning({ id: profileReviews.id });
  return rows.length === 1;
}

/** A rejected e-mail change still waiting for its link stops counting. */
export async function supersedeEmailChanges(db: Database, userId: number) {
  await db
    .update(emailChanges)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.supersededAt),
      ),
    );
}

export async function findUserRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function isEmailHeldByOther(db: Database, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function updateUser(
  db: Database,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
