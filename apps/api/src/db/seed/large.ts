import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, gt, is, max, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { memberRecord, memberUser } from '../factories/access.ts';
import { addDays, DAY_MS, dateOnly, MINUTE_MS, startOfDay } from '../factories/dates.ts';
import { deskStateOf } from '../factories/inbox.ts';
import { mustAt } from '../factories/lists.ts';
import { cardRows, checkoutAttemptRow } from '../factories/payments.ts';
import { guestRows } from '../factories/profile.ts';
import {
  exchangeMembershipRows,
  reservationRequestRow,
  reservationRow,
} from '../factories/stays.ts';
import { memberRecords, users } from '../schema/access.ts';
import {
  checkoutAttempts,
  contracts,
  creditCards,
  dueItems,
  exchangeMemberships,
  guests,
  hotels,
  invoices,
  messageEntries,
  messageThreads,
  orders,
  reservationRequests,
  reservations,
  unitTypes,
} from '../schema/club.ts';
import { sandboxTokens } from '../schema/sandbox.ts';
import { DEMO_HOTELS } from './content/hotels.ts';
import { bookedAt, mustGet } from './plans/helpers.ts';
import { seedReferenceContent } from './reference.ts';

/**
 * Benchmark data: `count` members (member{n}@bench.example.com, member id 5000000 + n, the demo
 * password), each with 1-5 contracts, a few due items, a few orders (most with their invoice,
 * some paid through the hosted checkout), 0-3 saved cards (one default), a few reservations
 * (requested with its request, confirmed, traveled, canceled), 2-3 message threads, 0-2 guests
 * and exchange memberships; and reservations in members' names that no profile holds yet
 * (add-reservation-to-profile finds them).
 *
 * Members whose n ends in 1 (member1, member11, member21...) have rows in every one of those
 * areas: at least one card, checkout attempt, open due item, invoice, unattached reservation and
 * a reservation of each kind. `benchMember(n)` tells what member n has without a database.
 *
 * Every member's data comes from PRNGs seeded with n (one per area, so adding an area never
 * changes another's), so member n is the same in every run and on every machine (only dates move
 * with the day the seed runs). A second call continues after the highest bench member already
 * present instead of colliding with it. The reference content (hotels) is seeded first if the
 * database has none.
 */
export async function seedLarge(
  db: Database,
  count: number,
  passwordHash: string,
  onProgress?: (done: number) => void,
): Promise<void> {
  await seedReferenceContent(db);
  const ids = await referenceIds(db);
  const [highest] = await db
    .select({ id: max(memberRecords.vidaMemberId) })
    .from(memberRecords)
    .where(gt(memberRecords.vidaMemberId, BENCH_MEMBER_ID_BASE));
  const first = Number(highest?.id ?? BENCH_MEMBER_ID_BASE) - BENCH_MEMBER_ID_BASE + 1;
  const today = startOfDay(new Date());

  // Two batches at a time: PostgreSQL writes one while the next is generated and sent (PGlite
  // runs transactions one after another anyway). Progress is reported in order.
  let previous: { written: Promise<void>; done: number } | undefined;
  for (let done = 0; done < count; done += MEMBERS_PER_BATCH) {
    const size = Math.min(MEMBERS_PER_BATCH, count - done);
    const members = Array.from({ length: size }, (_, i) =>
      generateMember(first + done + i, passwordHash, today),
    );
    const written = db.transaction((tx) => insertMembers(tx, members, ids));
    // Awaited below: a failure meanwhile is not an unhandled rejection.
    written.catch(() => {});
    if (previous) {
      await previous.written;
      onProgress?.(previous.done);
    }
    previous = { written, done: done + size };
  }
  if (previous) {
    await previous.written;
    onProgress?.(previous.done);
  }
}

/** What `seedLarge` gives member n (counts of rows per area), computed without a database. */
export interface BenchMember {
  n: number;
  email: string;
  vidaMemberId: number;
  /** member1, member11, member21...: at least one row in every area below. */
  everyArea: boolean;
  contracts: number;
  openDueItems: number;
  orders: number;
  invoices: number;
  /** Active saved cards (one of them the default); removed ones are not counted. */
  cards: number;
  checkoutAttempts: number;
  /** By kind: requested (1, upcoming), confirmed (2, upcoming), past (3), canceled (5), other. */
  reservations: Record<'requested' | 'confirmed' | 'past' | 'canceled' | 'other', number>;
  reservationRequests: number;
  threads: number;
  guests: number;
  exchanges: number;
  /**
   * Reservations in this member's name that no profile holds: the add_reservation_to_profile
   * body (the property is the hotel's id in the hotels list). Check-in dates count from the day
   * the seed ran (`seededOn`); a first call attaches the reservation.
   */
  unattached: { hotel: string; confirmationNumber: string; checkIn: string; lastName: string }[];
}

/**
 * Member n of the benchmark data, as `seedLarge` writes it (the same generator): a benchmark
 * signs in as `email` with the demo password. `benchMember(1)` has rows in every area.
 */
export function benchMember(n: number, seededOn = new Date()): BenchMember {
  const member = generateMember(n, '', startOfDay(seededOn));
  const attached = member.reservations.map((reservation) => reservation.row);
  const orderRows = member.contracts.flatMap((contract) => contract.orders);
  const kind = (status: number) =>
    status === 1
      ? 'requested'
      : status === 2
        ? 'confirmed'
        : status === 3
          ? 'past'
          : status === 5
            ? 'canceled'
            : 'other';
  const reservationCounts = { requested: 0, confirmed: 0, past: 0, canceled: 0, other: 0 };
  for (const row of attached) reservationCounts[kind(row.reservationStatus)] += 1;
  return {
    n,
    email: member.user.email,
    vidaMemberId: BENCH_MEMBER_ID_BASE + n,
    everyArea: hasEveryArea(n),
    contracts: member.contracts.length,
    openDueItems: member.contracts.reduce((sum, contract) => sum + contract.dueItems.length, 0),
    orders: orderRows.length,
    invoices: orderRows.filter((order) => isPaid(order.row.status)).length,
    cards: member.cards.filter(({ card }) => card.status !== 0).length,
    checkoutAttempts:
      orderRows.filter((order) => order.attempt !== null).length + member.cardAttempts.length,
    reservations: reservationCounts,
    reservationRequests: member.reservations.filter((r) => r.request !== null).length,
    threads: member.threads.length,
    guests: member.guests.length,
    exchanges: member.exchanges.length,
    unattached: member.unattached.map(({ row, hotel }) => ({
      hotel,
      confirmationNumber: row.reservationNumber,
      checkIn: row.arrivingDate,
      lastName: row.leadLastName,
    })),
  };
}

const BENCH_MEMBER_ID_BASE = 5_000_000;
const MEMBERS_PER_BATCH = 1_000;
/** Rows per INSERT: one parameter per column, so only memory bounds it. */
const ROWS_PER_INSERT = 5_000;

function hasEveryArea(n: number): boolean {
  return n % 10 === 1;
}

/** Order statuses 2 (paid) and 3 (settled) have an invoice. */
function isPaid(status: number | undefined): boolean {
  return status === 2 || status === 3;
}

type UserRow = typeof users.$inferInsert;
type MemberRecordRow = typeof memberRecords.$inferInsert;
type ContractRow = Omit<typeof contracts.$inferInsert, 'userId'>;
type DueRow = Omit<typeof dueItems.$inferInsert, 'contractId'>;
type OrderRow = Omit<typeof orders.$inferInsert, 'userId' | 'contractId'>;
type CardRow = ReturnType<typeof cardRows>;
type AttemptRow = ReturnType<typeof checkoutAttemptRow>;
type ReservationRow = ReturnType<typeof reservationRow>;
type RequestRow = ReturnType<typeof reservationRequestRow>;
type ThreadRow = Omit<typeof messageThreads.$inferInsert, 'userId'>;
type EntryRow = Omit<typeof messageEntries.$inferInsert, 'threadId'>;

interface GeneratedOrder {
  row: OrderRow;
  /** Index in the member's cards of the saved card it was paid with. */
  cardIndex: number | null;
  /** The hosted checkout's attempt that paid it (a new card), if it went through one. */
  attempt: AttemptRow | null;
}

interface GeneratedReservation {
  row: ReservationRow;
  hotel: string;
  unitType: string;
  /** A requested reservation's request (the request-reservation flow stores both). */
  request: RequestRow | null;
}

interface GeneratedMember {
  user: UserRow;
  record: MemberRecordRow;
  cards: CardRow[];
  /** The hosted checkout that saved each card, by index in `cards`. */
  cardAttempts: { attempt: AttemptRow; cardIndex: number }[];
  contracts: { row: ContractRow; dueItems: DueRow[]; orders: GeneratedOrder[] }[];
  reservations: GeneratedReservation[];
  /** In the member's name but on no profile (add-reservation-to-profile). */
  unattached: GeneratedReservation[];
  guests: string[];
  exchanges: { membershipType: string; membershipNumber: string }[];
  threads: { row: ThreadRow; entries: EntryRow[] }[];
}

/** Ids of the reference content the members' rows point at. */
interface ReferenceIds {
  hotelIdByName: Map<string, number>;
  /** By `${hotel}\n${unit type's English name}`. */
  unitTypeIdByKey: Map<string, number>;
}

async function referenceIds(db: Database): Promise<ReferenceIds> {
  const hotelRows = await db.select({ id: hotels.id, name: hotels.name }).from(hotels);
  const unitRows = await db
    .select({ id: unitTypes.id, hotelId: unitTypes.hotelId, nameEn: unitTypes.nameEn })
    .from(unitTypes);
  const hotelNameById = new Map(hotelRows.map((row) => [row.id, row.name]));
  return {
    hotelIdByName: new Map(hotelRows.map((row) => [row.name, row.id])),
    unitTypeIdByKey: new Map(
      unitRows.map((row) => [`${hotelNameById.get(row.hotelId)}\n${row.nameEn}`, row.id]),
    ),
  };
}

async function insertMembers(
  db: Database,
  members: GeneratedMember[],
  ids: ReferenceIds,
): Promise<void> {
  await insertRows(
    db,
    memberRecords,
    members.map((member) => member.record),
  );
  const userIds = await insertIds(
    db,
    users,
    members.map((member) => member.user),
  );
  const userIdOf = (memberIndex: number) => mustAt(userIds, memberIndex);

  // ---- saved cards, and the sandbox provider's tokens of the active ones
  const cardOwners = members.flatMap((member, memberIndex) =>
    member.cards.map((card) => ({ card, userId: userIdOf(memberIndex) })),
  );
  const cardIds = await insertIds(
    db,
    creditCards,
    cardOwners.map(({ card, userId }) => ({ ...card.card, userId })),
  );
  await insertRows(
    db,
    sandboxTokens,
    cardOwners.flatMap(({ card }) => (card.card.status === 0 ? [] : [card.sandboxToken])),
  );
  // Where each member's cards start in `cardIds` (a member's cards are consecutive there).
  const firstCardIndex: number[] = [];
  let cardsBefore = 0;
  for (const member of members) {
    firstCardIndex.push(cardsBefore);
    cardsBefore += member.cards.length;
  }
  const cardIdOf = (memberIndex: number, cardIndex: number) =>
    mustAt(cardIds, mustAt(firstCardIndex, memberIndex) + cardIndex);

  // ---- contracts, due items, orders, invoices
  const contractOwners = members.flatMap((member, memberIndex) =>
    member.contracts.map((contract) => ({ contract, memberIndex })),
  );
  const contractIds = await insertIds(
    db,
    contracts,
    contractOwners.map(({ contract, memberIndex }) => ({
      ...contract.row,
      userId: userIdOf(memberIndex),
    })),
  );

  const dueRows = contractOwners.flatMap(({ contract }, index) =>
    contract.dueItems.map((due) => ({ ...due, contractId: mustAt(contractIds, index) })),
  );
  await insertRows(db, dueItems, dueRows);

  const orderOwners = contractOwners.flatMap(({ contract, memberIndex }, index) =>
    contract.orders.map((order) => ({
      order,
      memberIndex,
      contractId: mustAt(contractIds, index),
    })),
  );
  const orderIds = await insertIds(
    db,
    orders,
    orderOwners.map(({ order, memberIndex, contractId }) => ({
      ...order.row,
      userId: userIdOf(memberIndex),
      contractId,
      cardId: order.cardIndex === null ? null : cardIdOf(memberIndex, order.cardIndex),
    })),
  );
  const invoiceRows = orderOwners.flatMap(({ order }, index) => {
    if (!isPaid(order.row.status)) return [];
    const orderId = mustAt(orderIds, index);
    const issuedAt = new Date((order.row.createdAt ?? new Date()).getTime() + 4 * MINUTE_MS);
    return [
      {
        orderId,
        invoiceNumber: `FB-${issuedAt.getUTCFullYear()}-${String(orderId).padStart(8, '0')}`,
        issuedAt,
      },
    ];
  });
  await insertRows(db, invoices, invoiceRows);

  // ---- hosted checkout attempts: the payments through it, and the cards it saved
  await insertRows(db, checkoutAttempts, [
    ...orderOwners.flatMap(({ order, memberIndex }, index) =>
      order.attempt === null
        ? []
        : [{ ...order.attempt, userId: userIdOf(memberIndex), orderId: mustAt(orderIds, index) }],
    ),
    ...members.flatMap((member, memberIndex) =>
      member.cardAttempts.map(({ attempt, cardIndex }) => ({
        ...attempt,
        userId: userIdOf(memberIndex),
        resultCardId: cardIdOf(memberIndex, cardIndex),
      })),
    ),
  ]);

  // ---- reservations (attached and not), requests, guests, exchange memberships
  const hotelId = (name: string) => mustGet(ids.hotelIdByName, name);
  await insertRows(db, reservations, [
    ...members.flatMap((member, memberIndex) =>
      member.reservations.map(({ row, hotel }) => ({
        ...row,
        hotelId: hotelId(hotel),
        userId: userIdOf(memberIndex),
      })),
    ),
    ...members.flatMap((member) =>
      member.unattached.map(({ row, hotel }) => ({
        ...row,
        hotelId: hotelId(hotel),
        userId: null,
      })),
    ),
  ]);
  await insertRows(
    db,
    reservationRequests,
    members.flatMap((member, memberIndex) =>
      member.reservations.flatMap(({ request, hotel, unitType }) =>
        request === null
          ? []
          : [
              {
                ...request,
                hotelId: hotelId(hotel),
                unitTypeId: mustGet(ids.unitTypeIdByKey, `${hotel}\n${unitType}`),
                userId: userIdOf(memberIndex),
              },
            ],
      ),
    ),
  );
  await insertRows(
    db,
    guests,
    members.flatMap((member, memberIndex) => guestRows(userIdOf(memberIndex), member.guests)),
  );
  await insertRows(
    db,
    exchangeMemberships,
    members.flatMap((member, memberIndex) =>
      exchangeMembershipRows(userIdOf(memberIndex), member.exchanges),
    ),
  );

  // ---- message threads
  const threadOwners = members.flatMap((member, memberIndex) =>
    member.threads.map((thread) => ({ thread, userId: userIdOf(memberIndex) })),
  );
  const threadIds = await insertIds(
    db,
    messageThreads,
    threadOwners.map(({ thread, userId }) => ({ ...thread.row, userId })),
  );
  const entryRows = threadOwners.flatMap(({ thread }, index) =>
    thread.entries.map((entry) => ({ ...entry, threadId: mustAt(threadIds, index) })),
  );
  await insertRows(db, messageEntries, entryRows);
}

/** Inserts rows (see insertRows) and returns their ids in the order of `rows`. */
async function insertIds<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  return insertRows(db, table, rows, true);
}

/**
 * Inserts rows in chunks, each as `insert ... select * from unnest($1::type[], $2::type[]...)`:
 * one array parameter per column instead of one parameter per value keeps the work per row small
 * for drizzle, the driver and the database alike (about half the time per row of VALUES lists).
 *
 * A column given in some rows only gets its static default, or null, in the others; one with an
 * SQL default (now(), a random uuid) must be given in every row or none. With `returnIds`, the
 * ids come back in the order of `rows`: within one statement they come from one sequence, row by
 * row in the order unnest yields them, so sorting a chunk's ids restores its order.
 */
async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  returnIds = false,
): Promise<number[]> {
  const records = rows as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    records.some((row) => row[key] !== undefined),
  );
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    const chunk = records.slice(start, start + ROWS_PER_INSERT);
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((row) => {
        const value = row[key] === undefined ? missingValue(table, column) : row[key];
        return value === null ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    const names = sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const result = (await db.execute(
      sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${
        returnIds ? sql` returning id` : sql``
      }`,
    )) as unknown as { rows: { id: number | string }[] };
    if (returnIds) ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

function missingValue(table: PgTable, column: PgColumn): unknown {
  if (column.default !== undefined && !is(column.default, SQL)) return column.default;
  if (column.defaultFn) return column.defaultFn();
  if (!column.notNull) return null;
  throw new Error(`seed: ${getTableName(table)}.${column.name} is missing in some rows`);
}

// ====================================================================== one member

const FIRST_NAMES_EN = ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Susan', 'David', 'Karen'];
const LAST_NAMES_EN = ['Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson'];
const FIRST_NAMES_ES = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Sofía', 'Carlos', 'Lucía'];
const LAST_NAMES_ES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Ramírez'];
const RESORTS = [
  { name: 'Grand Luxxe Riviera Maya', prefix: 'GLX', rooms: ['Two Bedroom Loft', 'Presidential'] },
  { name: 'Grand Luxxe Nuevo Vallarta', prefix: 'GLX', rooms: ['One Bedroom Master'] },
  { name: 'The Grand Bliss Nuevo Vallarta', prefix: 'GBL', rooms: ['Two Bedroom Master'] },
  { name: 'The Grand Bliss Riviera Maya', prefix: 'GBR', rooms: ['One Bedroom Master'] },
  { name: 'The Grand Mayan Los Cabos', prefix: 'GMY', rooms: ['Two Bedroom Master'] },
  { name: 'The Grand Mayan Nuevo Vallarta', prefix: 'GMY', rooms: ['One Bedroom Master'] },
  { name: 'The Estates Los Cabos', prefix: 'EST', rooms: ['Three Bedroom Residence'] },
  { name: 'Mayan Palace Acapulco', prefix: 'MPA', rooms: ['Studio', 'One Bedroom Master'] },
  { name: 'Mayan Palace Puerto Peñasco', prefix: 'MPP', rooms: ['Studio'] },
  { name: 'Sea Garden Nuevo Vallarta', prefix: 'SGN', rooms: ['One Bedroom Suite'] },
] as const;
const FEE_TYPES = ['Usage Fee', 'Renovation Fee', 'Renewal Fee'] as const;
const THREADS = {
  alert: { en: 'Your monthly installment is due', es: 'Tu mensualidad está por vencer' },
  marketing: { en: 'Members-only offers this season', es: 'Ofertas exclusivas para socios' },
  support: { en: 'Question about my contract', es: 'Pregunta sobre mi contrato' },
} as const;
const MESSAGE_TYPES = ['alert', 'marketing', 'support'] as const;
/** The sandbox's test numbers (sandbox/test-cards.ts), most of them approving, by weight. */
const TEST_CARDS = [
  { number: '4111111111111111', weight: 45 },
  { number: '5555555555554444', weight: 30 },
  { number: '378282246310005', weight: 15 },
  { number: '4000000000000002', weight: 5 },
  { number: '4000000000009995', weight: 3 },
  { number: '4000000000000119', weight: 2 },
] as const;
const BILLING = {
  en: { address: '1200 Lake Shore Drive', city: 'Chicago', state: 'IL', postCode: '60610' },
  es: { address: 'Av. Vallarta 3959', city: 'Zapopan', state: 'JAL', postCode: '45040' },
} as const;
const EXCHANGES = ['RCI', 'Interval', 'DAE', 'The Registry Collection', 'Club Freedom'] as const;
/** Reservation statuses other than 1, 2, 3 and 5 (money-and-stays §3), past or upcoming. */
const OTHER_STATUSES = [
  { status: 4, upcoming: false },
  { status: 6, upcoming: true },
  { status: 7, upcoming: false },
  { status: 8, upcoming: true },
  { status: 9, upcoming: true },
] as const;

function generateMember(n: number, passwordHash: string, today: Date): GeneratedMember {
  const everyArea = hasEveryArea(n);
  // The money stream is the seed's original one: contracts, due items, orders and threads.
  const { random, pick, between } = prng(n, 0x5eed);
  const daysAgo = (days: number, hour = 17) =>
    new Date(today.getTime() - days * DAY_MS + hour * 3_600_000);

  const language = random() < 0.4 ? 'es' : 'en';
  const firstName = pick(language === 'es' ? FIRST_NAMES_ES : FIRST_NAMES_EN);
  const lastName = pick(language === 'es' ? LAST_NAMES_ES : LAST_NAMES_EN);
  const vidaMemberId = BENCH_MEMBER_ID_BASE + n;
  const email = `member${n}@bench.example.com`;
  const joinedAt = daysAgo(between(800, 4_000));
  const mobilePhone = `+1 555 ${String(n % 10_000_000).padStart(7, '0')}`;
  const country = language === 'es' ? 'MX' : 'US';
  const fullName = `${firstName} ${lastName}`;

  const cards = generateCards(n, today, { firstName, lastName, country, language });

  const generatedContracts = Array.from({ length: between(1, 5) }, (_, k) => {
    // A member with every area owes something on the first contract.
    const owes = everyArea && k === 0;
    const resort = pick(RESORTS);
    const isMxn = random() < 0.5;
    const statusRoll = random();
    const contractStatus = owes
      ? 'Active'
      : statusRoll < 0.8
        ? 'Active'
        : statusRoll < 0.88
          ? 'Pending'
          : statusRoll < 0.94
            ? 'Blocked'
            : 'Cancelled';
    const isPaidOff = !owes && (contractStatus === 'Cancelled' || random() < 0.15);
    const financeCents = isMxn ? between(150_000, 1_200_000) * 100 : between(8_000, 90_000) * 100;
    const balanceCents = isPaidOff
      ? 0
      : isMxn
        ? between(100_000, 900_000) * 100
        : between(5_000, 60_000) * 100;
    const installmentCents = Math.round(balanceCents / between(24, 72));
    const lateFeeCents = Math.round(installmentCents * 0.05);
    const currency = isMxn ? 'MXN' : 'USD';
    const totalWeeks = between(10, 40);

    const contractDueItems: DueRow[] = [];
    // Only the first two contracts owe something, so a member has a few due items, not dozens.
    if (k < 2 && balanceCents > 0 && contractStatus !== 'Cancelled') {
      // The next installments; some members are a month late.
      const firstMonth = random() < 0.25 ? -1 : 0;
      const dayOffset = between(-5, 20);
      for (let month = firstMonth; month <= firstMonth + 1; month++) {
        const dueDate = dateOnly(new Date(today.getTime() + (dayOffset + month * 30) * DAY_MS));
        contractDueItems.push({
          paymentType: 'monthly',
          amountDue: cents(installmentCents),
          invoiceAmount: cents(installmentCents),
          lateFee: cents(month < 0 ? lateFeeCents : 0),
          dueDate,
          availableForPayment: contractStatus !== 'Blocked' && random() < 0.9,
        });
      }
      if (random() < 0.3) {
        contractDueItems.push({
          paymentType: 'other_fees',
          feeType: pick(FEE_TYPES),
          amountDue: cents(isMxn ? between(12_000, 30_000) * 100 : between(800, 2_500) * 100),
          dueDate: dateOnly(new Date(today.getTime() + between(-30, 60) * DAY_MS)),
        });
      }
    }

    const contractOrders: OrderRow[] =
      k < 2
        ? Array.from({ length: between(1, 3) }, (_, j) => {
            const statusRoll = random();
            const createdAt = daysAgo(between(1, 800), between(14, 23));
            return {
              uuid: uuidFor(`order:${n}:${k}:${j}`),
              paymentType: 'monthly',
              monthlyType: 'monthly',
              amount: cents(installmentCents || between(300, 900) * 100),
              currency,
              // A member with every area has a paid order (with its invoice) on the first one.
              status: owes && j === 0 ? 3 : statusRoll < 0.75 ? 3 : statusRoll < 0.9 ? 2 : 4,
              lastFour: String(between(0, 9_999)).padStart(4, '0'),
              reference: `BN-${n}-${k}-${j}`,
              providerTransactionId: String(n * 1_000 + k * 10 + j).padStart(22, '0'),
              createdAt,
              updatedAt: createdAt,
            };
          })
        : [];

    return {
      row: {
        contractNumber: `${resort.prefix}-B${String(n).padStart(7, '0')}-${k + 1}`,
        contractStatus,
        resort: resort.name,
        currencyId: isMxn ? 1 : 2,
        affiliation: 'Vidanta',
        finance: cents(financeCents),
        balance: cents(balanceCents),
        loanPaymentAmount: cents(installmentCents),
        payInFull: cents(Math.round(balanceCents * 0.95)),
        maintenanceFee: cents(isMxn ? between(12_000, 30_000) * 100 : between(800, 2_500) * 100),
        roomType: pick(resort.rooms),
        contractDate: dateOnly(daysAgo(between(365, 12 * 365))),
        totalWeeks,
        usedWeeks: between(0, totalWeeks),
      },
      dueItems: contractDueItems,
      orders: contractOrders,
    };
  });

  const club = language === 'es' ? 'Atención a Socios' : 'Member Care';
  const threads = Array.from({ length: between(2, 3) }, (_, t) => {
    const messageType = MESSAGE_TYPES[t % MESSAGE_TYPES.length] ?? 'support';
    const sentAt = daysAgo(between(2, 365), between(13, 22));
    const isRead = random() < 0.6;
    const entries: EntryRow[] = [];
    if (messageType === 'support') {
      entries.push({
        author: 'member',
        fromName: fullName,
        toName: club,
        message:
          language === 'es'
            ? 'Hola, ¿me pueden confirmar el saldo de mi contrato?'
            : 'Hello, could you confirm the balance of my contract?',
        readAt: sentAt,
        createdAt: sentAt,
      });
    }
    const answeredAt = new Date(sentAt.getTime() + 3_600_000 * between(1, 20));
    entries.push({
      author: 'club',
      fromName: club,
      toName: fullName,
      message:
        language === 'es'
          ? '<p>Hola:</p><p>Gracias por escribirnos. Encontrarás el detalle en <strong>Mis contratos</strong>.</p>'
          : '<p>Hello,</p><p>Thank you for writing to us. You will find the details in <strong>My contracts</strong>.</p>',
      readAt: isRead ? answeredAt : null,
      createdAt: answeredAt,
    });
    return {
      row: {
        messageType,
        reason:
          messageType === 'support' ? (language === 'es' ? 'Mi contrato' : 'My contract') : null,
        subject: THREADS[messageType][language],
        replied: messageType === 'support',
        readAt: isRead ? answeredAt : null,
        createdAt: sentAt,
        updatedAt: answeredAt,
        // The desk's state as the member flow leaves it: the member wrote, the club answered.
        ...(messageType === 'support' && deskStateOf(entries)),
      },
      entries,
    };
  });

  const payments = paymentsOf(
    n,
    cards.cards,
    generatedContracts.map((contract) => contract.orders),
  );
  const stays = generateStays(n, today, { firstName, lastName, email, mobilePhone, country });
  const firstResort = generatedContracts[0]?.row.resort ?? null;
  return {
    user: memberUser(
      {
        email,
        passwordHash,
        firstName,
        lastName,
        mobilePhone,
        country,
        languageId: language,
        vidaMemberId,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      },
      joinedAt,
    ),
    record: memberRecord({ vidaMemberId, firstName, lastName, email, resortName: firstResort }),
    cards: cards.cards,
    cardAttempts: cards.attempts,
    contracts: generatedContracts.map((contract, k) => ({
      ...contract,
      orders: mustAt(payments, k),
    })),
    ...stays,
    threads,
  };
}

/**
 * 0-3 saved cards (at least one for a member with every area), the first the default; an older
 * non-default card is sometimes removed (status 0, kept for the history). Each was saved through
 * the hosted checkout, whose applied attempt names it.
 */
function generateCards(
  n: number,
  today: Date,
  member: { firstName: string; lastName: string; country: string; language: 'en' | 'es' },
): { cards: CardRow[]; attempts: { attempt: AttemptRow; cardIndex: number }[] } {
  const { random, between, weighted } = prng(n, 0xca2d);
  const roll = random();
  const count = hasEveryArea(n)
    ? between(1, 3)
    : roll < 0.3
      ? 0
      : roll < 0.65
        ? 1
        : roll < 0.9
          ? 2
          : 3;
  const cards = Array.from({ length: count }, (_, i) => {
    const savedAt = new Date(
      today.getTime() - between(20, 1_500) * DAY_MS + between(9, 22) * 3_600_000,
    );
    return cardRows({
      testCard: weighted(TEST_CARDS).number,
      token: `sbx_tok_bench_${n}_${i}`,
      cardHolderName: `${member.firstName} ${member.lastName}`.toUpperCase(),
      expMonth: between(1, 12),
      expYear: today.getUTCFullYear() + between(1, 5),
      isDefault: i === 0,
      status: i > 0 && random() < 0.1 ? 0 : 1,
      firstName: member.firstName,
      lastName: member.lastName,
      ...BILLING[member.language],
      country: member.country,
      createdAt: savedAt,
      updatedAt: savedAt,
    });
  });
  const attempts = cards.map(({ card }, cardIndex) => {
    const appliedAt = card.createdAt ?? today;
    return {
      cardIndex,
      attempt: checkoutAttemptRow({
        purpose: 'create_payment_token',
        reference: `BC-${n}-${cardIndex}`,
        transactionUuid: uuidFor(`card-attempt:${n}:${cardIndex}`),
        currency: member.country === 'MX' ? 'MXN' : 'USD',
        makeDefault: card.isDefault ?? false,
        status: 2,
        decision: 'ACCEPT',
        reasonCode: 100,
        providerTransactionId: String(n * 1_000 + 500 + cardIndex).padStart(22, '0'),
        createdAt: new Date(appliedAt.getTime() - 3 * MINUTE_MS),
        appliedAt,
      }),
    };
  });
  return { cards, attempts };
}

/**
 * How each order was paid: mostly with a saved card (its id, brand and last four on the order),
 * otherwise through the hosted checkout with a new card, whose applied attempt shares the order's
 * reference. A member with every area paid the first order through the hosted checkout.
 */
function paymentsOf(n: number, cards: CardRow[], contractOrders: OrderRow[][]): GeneratedOrder[][] {
  const { random } = prng(n, 0xc4ec);
  return contractOrders.map((list, k) =>
    list.map((row, j) => {
      const cardIndex = Math.floor(random() * Math.max(cards.length, 1));
      const card = cards[cardIndex]?.card;
      const hosted = !card || random() < 0.3 || (hasEveryArea(n) && k === 0 && j === 0);
      if (!hosted) {
        return {
          row: { ...row, cardType: card.cardType, lastFour: card.lastFour },
          cardIndex,
          attempt: null,
        };
      }
      const at = row.createdAt ?? new Date();
      const declined = !isPaid(row.status);
      return {
        row,
        cardIndex: null,
        attempt: checkoutAttemptRow({
          reference: row.reference,
          transactionUuid: uuidFor(`payment-attempt:${n}:${k}:${j}`),
          amount: row.amount ?? '0.00',
          currency: row.currency,
          status: 2,
          decision: declined ? 'DECLINE' : 'ACCEPT',
          reasonCode: declined ? 203 : 100,
          providerTransactionId: row.providerTransactionId ?? null,
          createdAt: new Date(at.getTime() - 3 * MINUTE_MS),
          appliedAt: at,
        }),
      };
    }),
  );
}

/**
 * A few reservations across the kinds the lists show: traveled stays, an upcoming confirmed one,
 * a requested one (with the request the member sent), a canceled one and now and then another
 * status; a member with every area has one of each of the first four. Some members also have a
 * confirmed booking in their name that is on no profile yet (every member with every area does).
 */
function generateStays(
  n: number,
  today: Date,
  member: {
    firstName: string;
    lastName: string;
    email: string;
    mobilePhone: string;
    country: string;
  },
): Pick<GeneratedMember, 'reservations' | 'unattached' | 'guests' | 'exchanges'> {
  const { random, pick, between } = prng(n, 0x57a7);
  const everyArea = hasEveryArea(n);
  let sequence = 0;
  const stay = (status: number, arrivingInDays: number, userId: 'member' | null) => {
    const index = sequence++;
    const hotel = pick(DEMO_HOTELS);
    const unit = pick(hotel.unitTypes);
    const adults = between(1, Math.min(unit.maxGuests, 4));
    const children = random() < 0.3 ? between(0, Math.min(3, unit.maxGuests - adults)) : 0;
    const arriving = addDays(today, arrivingInDays);
    const row = reservationRow({
      hotelId: 0, // the hotel's id is set at insert, from `hotel`
      number:
        status === 1
          ? `REQ-B${n}-${index}`
          : String((userId === null ? 700_000_000 : 600_000_000) + n * 10 + index),
      arriving,
      nights: between(2, 10),
      status,
      leadFirstName: member.firstName,
      leadLastName: member.lastName,
      adults,
      children,
      roomType: unit.nameEn,
      createdAt: bookedAt(today, dateOnly(arriving)),
    });
    const request =
      status === 1
        ? reservationRequestRow({
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            phone: member.mobilePhone,
            country: member.country,
            destination: hotel.name,
            arrivingDate: row.arrivingDate,
            departingDate: row.departingDate,
            guests: adults + children,
            flexibleDates: random() < 0.6,
            flexibleDestinations: random() < 0.4,
            travelers: Array.from({ length: adults - 1 + children }, (_, t) => ({
              age: t < adults - 1 ? 'adult' : 'child',
              first_name: pick(COMPANIONS),
              last_name: member.lastName,
            })),
            createdAt: row.createdAt,
          })
        : null;
    return { row, hotel: hotel.name, unitType: unit.nameEn, request };
  };

  const attached: GeneratedReservation[] = [];
  const traveled = everyArea ? between(1, 3) : between(0, 3);
  for (let i = 0; i < traveled; i++) attached.push(stay(3, -between(30, 1_500), 'member'));
  if (everyArea || random() < 0.5) attached.push(stay(2, between(7, 300), 'member'));
  if (everyArea || random() < 0.2) attached.push(stay(1, between(30, 365), 'member'));
  if (everyArea || random() < 0.15) attached.push(stay(5, between(-400, 200), 'member'));
  if (random() < 0.05) {
    const other = pick(OTHER_STATUSES);
    attached.push(
      stay(other.status, other.upcoming ? between(7, 300) : -between(30, 1_500), 'member'),
    );
  }
  const unattached = everyArea || random() < 0.15 ? [stay(2, between(20, 200), null)] : [];

  const guestCount = !everyArea && random() < 0.5 ? 0 : between(1, 2);
  const exchangeCount = !everyArea && random() < 0.4 ? 0 : between(1, 2);
  const firstExchange = between(0, EXCHANGES.length - 1);
  return {
    reservations: attached,
    unattached,
    guests: Array.from({ length: guestCount }, () => `${pick(COMPANIONS)} ${member.lastName}`),
    exchanges: Array.from({ length: exchangeCount }, (_, i) => ({
      membershipType: mustAt(EXCHANGES, (firstExchange + i) % EXCHANGES.length),
      membershipNumber: String(between(1_000_000, 9_999_999)),
    })),
  };
}

const COMPANIONS = ['Emily', 'Jacob', 'Olivia', 'Daniel', 'Valentina', 'Mateo', 'Camila', 'Diego'];

// ====================================================================== helpers

/** One PRNG stream of member n; `salt` keeps each area's stream apart from the others. */
function prng(n: number, salt: number) {
  const random = mulberry32(Math.imul(n, 0x9e3779b1) ^ salt);
  const between = (min: number, maxInclusive: number) =>
    min + Math.floor(random() * (maxInclusive - min + 1));
  return {
    random,
    between,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
    weighted: <T extends { weight: number }>(list: readonly T[]): T => {
      let left = random() * list.reduce((sum, item) => sum + item.weight, 0);
      for (const item of list) {
        left -= item.weight;
        if (left < 0) return item;
      }
      return mustAt(list, list.length - 1);
    },
  };
}

/** A small, fast, seedable PRNG (public domain); deterministic where Math.random is not. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A version-4-shaped UUID from the PRNG, so orders.uuid is reproducible too. */
/**
 * A UUID named by what it identifies (`order:<member>:<contract>:<n>`), in RFC 9562's name-based
 * layout (version 5, SHA-1): the same every run, and unique for a million members. The members'
 * 32-bit generator could not give it: at millions of rows its UUIDs collided.
 */
function uuidFor(name: string): string {
  const hex = createHash('sha1').update(`member-passport-seed:${name}`).digest('hex').slice(0, 32);
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function cents(value: number): string {
  return (value / 100).toFixed(2);
}
