import { gt, max } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { memberRecord, memberUser } from '../factories/access.ts';
import { DAY_MS, dateOnly, startOfDay } from '../factories/dates.ts';
import { mustAt } from '../factories/lists.ts';
import { memberRecords, users } from '../schema/access.ts';
import {
  contracts,
  dueItems,
  invoices,
  messageEntries,
  messageThreads,
  orders,
} from '../schema/club.ts';

/**
 * Benchmark data: `count` members (member{n}@bench.example.com, member id 5000000 + n), each
 * with 1-5 contracts, a few due items, a few orders and 2-3 message threads.
 *
 * Every member's data comes from a PRNG seeded with n, so member n is the same in every run and
 * on every machine (only dates move with the day the seed runs). A second call continues after
 * the highest bench member already present instead of colliding with it.
 */
export async function seedLarge(
  db: Database,
  count: number,
  passwordHash: string,
  onProgress?: (done: number) => void,
): Promise<void> {
  const [highest] = await db
    .select({ id: max(memberRecords.vidaMemberId) })
    .from(memberRecords)
    .where(gt(memberRecords.vidaMemberId, BENCH_MEMBER_ID_BASE));
  const first = Number(highest?.id ?? BENCH_MEMBER_ID_BASE) - BENCH_MEMBER_ID_BASE + 1;
  const today = startOfDay(new Date());

  for (let done = 0; done < count; done += MEMBERS_PER_BATCH) {
    const size = Math.min(MEMBERS_PER_BATCH, count - done);
    const members = Array.from({ length: size }, (_, i) =>
      generateMember(first + done + i, passwordHash, today),
    );
    await db.transaction((tx) => insertMembers(tx, members));
    onProgress?.(done + size);
  }
}

const BENCH_MEMBER_ID_BASE = 5_000_000;
const MEMBERS_PER_BATCH = 1_000;
/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65535 parameters. */
const ROWS_PER_INSERT = 1_000;

type UserRow = typeof users.$inferInsert;
type MemberRecordRow = typeof memberRecords.$inferInsert;
type ContractRow = Omit<typeof contracts.$inferInsert, 'userId'>;
type DueRow = Omit<typeof dueItems.$inferInsert, 'contractId'>;
type OrderRow = Omit<typeof orders.$inferInsert, 'userId' | 'contractId'>;
type ThreadRow = Omit<typeof messageThreads.$inferInsert, 'userId'>;
type EntryRow = Omit<typeof messageEntries.$inferInsert, 'threadId'>;

interface GeneratedMember {
  user: UserRow;
  record: MemberRecordRow;
  contracts: { row: ContractRow; dueItems: DueRow[]; orders: OrderRow[] }[];
  threads: { row: ThreadRow; entries: EntryRow[] }[];
}

async function insertMembers(db: Database, members: GeneratedMember[]): Promise<void> {
  await db.insert(memberRecords).values(members.map((member) => member.record));
  const userIds = await insertIds(
    db,
    users,
    members.map((member) => member.user),
  );

  const contractOwners = members.flatMap((member, memberIndex) =>
    member.contracts.map((contract) => ({ contract, userId: mustAt(userIds, memberIndex) })),
  );
  const contractIds = await insertIds(
    db,
    contracts,
    contractOwners.map(({ contract, userId }) => ({ ...contract.row, userId })),
  );

  const dueRows = contractOwners.flatMap(({ contract }, index) =>
    contract.dueItems.map((due) => ({ ...due, contractId: mustAt(contractIds, index) })),
  );
  await insertIds(db, dueItems, dueRows);

  const orderRows = contractOwners.flatMap(({ contract, userId }, index) =>
    contract.orders.map((order) => ({ ...order, userId, contractId: mustAt(contractIds, index) })),
  );
  const orderIds = await insertIds(db, orders, orderRows);
  const invoiceRows = orderRows.flatMap((order, index) => {
    if (order.status !== 2 && order.status !== 3) return [];
    const orderId = mustAt(orderIds, index);
    const issuedAt = order.createdAt ?? new Date();
    return [
      {
        orderId,
        invoiceNumber: `FB-${issuedAt.getUTCFullYear()}-${String(orderId).padStart(8, '0')}`,
        issuedAt,
      },
    ];
  });
  await insertIds(db, invoices, invoiceRows);

  const threadOwners = members.flatMap((member, memberIndex) =>
    member.threads.map((thread) => ({ thread, userId: mustAt(userIds, memberIndex) })),
  );
  const threadIds = await insertIds(
    db,
    messageThreads,
    threadOwners.map(({ thread, userId }) => ({ ...thread.row, userId })),
  );
  const entryRows = threadOwners.flatMap(({ thread }, index) =>
    thread.entries.map((entry) => ({ ...entry, threadId: mustAt(threadIds, index) })),
  );
  await insertIds(db, messageEntries, entryRows);
}

type TableWithId =
  | typeof users
  | typeof contracts
  | typeof dueItems
  | typeof orders
  | typeof invoices
  | typeof messageThreads
  | typeof messageEntries;

/**
 * Inserts in chunks and returns the ids in the order of `rows`: within one statement the ids
 * come from one sequence, row by row, so sorting a chunk's ids restores its VALUES order.
 */
async function insertIds<T extends TableWithId>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    // The union of tables defeats drizzle's overloads; every caller passes rows of `table`.
    const inserted = (await db
      .insert(table as typeof orders)
      .values(chunk as (typeof orders.$inferInsert)[])
      .returning({ id: (table as typeof orders).id })) as { id: number }[];
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
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

function generateMember(n: number, passwordHash: string, today: Date): GeneratedMember {
  const random = mulberry32(Math.imul(n, 0x9e3779b1) ^ 0x5eed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (min: number, maxInclusive: number) =>
    min + Math.floor(random() * (maxInclusive - min + 1));
  const daysAgo = (days: number, hour = 17) =>
    new Date(today.getTime() - days * DAY_MS + hour * 3_600_000);

  const language = random() < 0.4 ? 'es' : 'en';
  const firstName = pick(language === 'es' ? FIRST_NAMES_ES : FIRST_NAMES_EN);
  const lastName = pick(language === 'es' ? LAST_NAMES_ES : LAST_NAMES_EN);
  const vidaMemberId = BENCH_MEMBER_ID_BASE + n;
  const email = `member${n}@bench.example.com`;
  const joinedAt = daysAgo(between(800, 4_000));

  const generatedContracts = Array.from({ length: between(1, 5) }, (_, k) => {
    const resort = pick(RESORTS);
    const isMxn = random() < 0.5;
    const statusRoll = random();
    const contractStatus =
      statusRoll < 0.8
        ? 'Active'
        : statusRoll < 0.88
          ? 'Pending'
          : statusRoll < 0.94
            ? 'Blocked'
            : 'Cancelled';
    const isPaidOff = contractStatus === 'Cancelled' || random() < 0.15;
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
              uuid: uuidFrom(random),
              paymentType: 'monthly',
              monthlyType: 'monthly',
              amount: cents(installmentCents || between(300, 900) * 100),
              currency,
              status: statusRoll < 0.75 ? 3 : statusRoll < 0.9 ? 2 : 4,
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

  const fullName = `${firstName} ${lastName}`;
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
      },
      entries,
    };
  });

  const firstResort = generatedContracts[0]?.row.resort ?? null;
  return {
    user: memberUser(
      {
        email,
        passwordHash,
        firstName,
        lastName,
        mobilePhone: `+1 555 ${String(n % 10_000_000).padStart(7, '0')}`,
        country: language === 'es' ? 'MX' : 'US',
        languageId: language,
        vidaMemberId,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      },
      joinedAt,
    ),
    record: memberRecord({ vidaMemberId, firstName, lastName, email, resortName: firstResort }),
    contracts: generatedContracts,
    threads,
  };
}

// ====================================================================== helpers

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
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function cents(value: number): string {
  return (value / 100).toFixed(2);
}
