import type { ClubEntity } from '@mp/contract/clubdata/constants';
import type {
  ClubRows,
  ContractRow,
  DueItemRow,
  MemberRow,
  ReservationRow,
  UpsertOutcome,
} from '@mp/contract/clubdata/schemas';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberRecords, users } from '../../db/schema/access.ts';
import { contracts, dueItems, hotels, reservations, unitTypes } from '../../db/schema/club.ts';

/*
 * The one set of rules behind both ways in (the CSV import and the integration API): a batch of
 * checked rows is compared with what the portal holds, by the club's ids, and gives each row an
 * outcome (created, changed, unchanged, waiting) or an error; `write` then stores the created and
 * changed ones. Comparing before writing is what makes a second import of the same file change
 * nothing: an unchanged row is not written at all.
 */

export interface RowIn<E extends ClubEntity> {
  line: number;
  row: ClubRows[E];
}
export interface RowPlan {
  line: number;
  id: string;
  outcome: UpsertOutcome;
  changed: string[];
  waitingFor: 'member' | 'contract' | null;
  /** A rule that needs the database (a hotel of that name): the row is refused. */
  error?: { field: string; key: string };
  /** What to store, for created and changed rows. */
  write?: () => Record<string, unknown>;
}

/** The club's member id -> the account that confirmed it (contracts and stays belong to it). */
async function accountsOf(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: users.id, vidaMemberId: users.vidaMemberId })
    .from(users)
    .where(and(inArray(users.vidaMemberId, memberIds), isNotNull(users.memberConfirmedAt)));
  return new Map(rows.map((r) => [r.vidaMemberId as number, r.id]));
}

function diff(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
}

const unique = <T>(values: T[]) => [...new Set(values)];

function planned(
  line: number,
  id: string,
  existing: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
  compared: Record<string, unknown>,
): RowPlan {
  if (!existing)
    return { line, id, outcome: 'created', changed: [], waitingFor: null, write: () => values };
  const changed = diff(existing, compared);
  return changed.length === 0
    ? { line, id, outcome: 'unchanged', changed, waitingFor: null }
    : { line, id, outcome: 'changed', changed, waitingFor: null, write: () => values };
}

// ---------------------------------------------------------------- members

async function planMembers(db: Database, batch: RowIn<'members'>[]): Promise<RowPlan[]> {
  const ids = unique(batch.map((b) => b.row.member_id));
  const existing = new Map(
    (await db.select().from(memberRecords).where(inArray(memberRecords.vidaMemberId, ids))).map(
      (r) => [r.vidaMemberId, r],
    ),
  );
  return batch.map(({ line, row }) => {
    const values = memberValues(row);
    const before = existing.get(row.member_id);
    return planned(
      line,
      String(row.member_id),
      before && memberCompared(before),
      values,
      memberCompared(values),
    );
  });
}
const memberValues = (row: MemberRow) => ({
  vidaMemberId: row.member_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  resortName: row.resort_name,
  affiliation: row.affiliation,
});
const memberCompared = (
  r: ReturnType<typeof memberValues> | typeof memberRecords.$inferSelect,
) => ({
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  resort_name: r.resortName,
  affiliation: r.affiliation,
});

async function writeMembers(db: Database, rows: Record<string, unknown>[]) {
  await db
    .insert(memberRecords)
    .values(rows as (typeof memberRecords.$inferInsert)[])
    .onConflictDoUpdate({
      target: memberRecords.vidaMemberId,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        email: sql`excluded.email`,
        resortName: sql`excluded.resort_name`,
        affiliation: sql`excluded.affiliation`,
      },
    });
}

// ---------------------------------------------------------------- contracts

const CURRENCY_ID = { MXN: 1, USD: 2 } as const;

async function planContracts(db: Database, batch: RowIn<'contracts'>[]): Promise<RowPlan[]> {
  const numbers = unique(batch.map((b) => b.row.contract_number));
  const existing = new Map(
    (await db.select().from(contracts).where(inArray(contracts.contractNumber, numbers))).map(
      (r) => [r.contractNumber, r],
    ),
  );
  const accounts = await accountsOf(db, unique(batch.map((b) => b.row.member_id)));
  return batch.map(({ line, row }) => {
    const userId = accounts.get(row.member_id);
    if (userId === undefined) {
      return {
        line,
        id: row.contract_number,
        outcome: 'waiting',
        changed: [],
        waitingFor: 'member',
      };
    }
    const values = contractValues(row, userId);
    const before = existing.get(row.contract_number);
    return planned(
      line,
      row.contract_number,
      before && contractCompared(before),
      values,
      contractCompared(values),
    );
  });
}
const contractValues = (row: ContractRow, userId: number) => ({
  contractNumber: row.contract_number,
  userId,
  contractStatus: row.contract_status,
  resort: row.resort,
  currencyId: CURRENCY_ID[row.currency],
  affiliation: row.affiliation,
  finance: row.finance,
  balance: row.balance,
  loanPaymentAmount: row.loan_payment_amount,
  payInFull: row.pay_in_full,
  maintenanceFee: row.maintenance_fee,
  roomType: row.room_type,
  contractDate: row.contract_date,
  totalWeeks: row.total_weeks,
  usedWeeks: row.used_weeks,
});
const contractCompared = (
  r: ReturnType<typeof contractValues> | typeof contracts.$inferSelect,
) => ({
  member_id: r.userId,
  contract_status: r.contractStatus,
  resort: r.resort,
  currency: r.currencyId,
  affiliation: r.affiliation,
  finance: r.finance,
  balance: r.balance,
  loan_payment_amount: r.loanPaymentAmount,
  pay_in_full: r.payInFull,
  maintenance_fee: r.maintenanceFee,
  room_type: r.roomType,
  contract_date: r.contractDate,
  total_weeks: r.totalWeeks,
  used_weeks: r.usedWeeks,
});

async function writeContracts(db: Database, rows: Record<string, unknown>[]) {
  await db
    .insert(contracts)
    .values(rows as (typeof contracts.$inferInsert)[])
    .onConflictDoUpdate({
      target: contracts.contractNumber,
      set: {
        userId: sql`excluded.user_id`,
        contractStatus: sql`excluded.contract_status`,
        resort: sql`excluded.resort`,
        currencyId: sql`excluded.currency_id`,
        affiliation: sql`excluded.affiliation`,
        finance: sql`excluded.finance`,
        balance: sql`excluded.balance`,
        loanPaymentAmount: sql`excluded.loan_payment_amount`,
        payInFull: sql`excluded.pay_in_full`,
        maintenanceFee: sql`excluded.maintenance_fee`,
        roomType: sql`excluded.room_type`,
        contractDate: sql`excluded.contract_date`,
        totalWeeks: sql`excluded.total_weeks`,
        usedWeeks: sql`excluded.used_weeks`,
      },
    });
}

// ---------------------------------------------------------------- due items

async function planDueItems(db: Database, batch: RowIn<'due_items'>[]): Promise<RowPlan[]> {
  const ids = unique(batch.map((b) => b.row.due_item_id));
  const existing = new Map(
    (await db.select().from(dueItems).where(inArray(dueItems.externalId, ids))).map((r) => [
      r.externalId as string,
      r,
    ]),
  );
  const numbers = unique(batch.map((b) => b.row.contract_number));
  const contractIds = new Map(
    (
      await db
        .select({ id: contracts.id, number: contracts.contractNumber })
        .from(contracts)
        .where(inArray(contracts.contractNumber, numbers))
    ).map((r) => [r.number, r.id]),
  );
  const now = new Date();
  return batch.map(({ line, row }) => {
    const contractId = contractIds.get(row.contract_number);
    if (contractId === undefined) {
      return { line, id: row.due_item_id, outcome: 'waiting', changed: [], waitingFor: 'contract' };
    }
    const before = existing.get(row.due_item_id);
    // What the portal settled (an order paid it) is the portal's: the club's copy catches up.
    if (before?.orderId) {
      return { line, id: row.due_item_id, outcome: 'unchanged', changed: [], waitingFor: null };
    }
    const values = dueItemValues(row, contractId, row.paid ? (before?.paidAt ?? now) : null);
    return planned(
      line,
      row.due_item_id,
      before && dueItemCompared(before),
      values,
      dueItemCompared(values),
    );
  });
}
const dueItemValues = (row: DueItemRow, contractId: number, paidAt: Date | null) => ({
  externalId: row.due_item_id,
  contractId,
  paymentType: row.payment_type,
  amountDue: row.amount_due,
  closingCost: row.closing_cost,
  lateFee: row.late_fee,
  invoiceAmount: row.invoice_amount,
  dueDate: row.due_date,
  availableForPayment: row.available_for_payment,
  feeType: row.fee_type,
  paidAt,
});
const dueItemCompared = (r: ReturnType<typeof dueItemValues> | typeof dueItems.$inferSelect) => ({
  contract_number: r.contractId,
  payment_type: r.paymentType,
  amount_due: r.amountDue,
  closing_cost: r.closingCost,
  late_fee: r.lateFee,
  invoice_amount: r.invoiceAmount,
  due_date: r.dueDate,
  available_for_payment: r.availableForPayment,
  fee_type: r.feeType,
  paid: r.paidAt !== null,
});

async function writeDueItems(db: Database, rows: Record<string, unknown>[]) {
  await db
    .insert(dueItems)
    .values(rows as (typeof dueItems.$inferInsert)[])
    .onConflictDoUpdate({
      target: dueItems.externalId,
      set: {
        contractId: sql`excluded.contract_id`,
        paymentType: sql`excluded.payment_type`,
        amountDue: sql`excluded.amount_due`,
        closingCost: sql`excluded.closing_cost`,
        lateFee: sql`excluded.late_fee`,
        invoiceAmount: sql`excluded.invoice_amount`,
        dueDate: sql`excluded.due_date`,
        availableForPayment: sql`excluded.available_for_payment`,
        feeType: sql`excluded.fee_type`,
        paidAt: sql`excluded.paid_at`,
      },
    });
}

// ---------------------------------------------------------------- reservations

async function planReservations(db: Database, batch: RowIn<'reservations'>[]): Promise<RowPlan[]> {
  const numbers = unique(batch.map((b) => b.row.reservation_number));
  const existing = new Map(
    (
      await db.select().from(reservations).where(inArray(reservations.reservationNumber, numbers))
    ).map((r) => [r.reservationNumber, r]),
  );
  const hotelRows = await db.select({ id: hotels.id, name: hotels.name }).from(hotels);
  const hotelIds = new Map(hotelRows.map((h) => [h.name.toLowerCase(), h.id]));
  const unitRows = await db
    .select({ id: unitTypes.id, hotelId: unitTypes.hotelId, nameEn: unitTypes.nameEn })
    .from(unitTypes);
  const unitIds = new Map(unitRows.map((u) => [`${u.hotelId} ${u.nameEn.toLowerCase()}`, u.id]));
  const accounts = await accountsOf(
    db,
    unique(batch.flatMap((b) => (b.row.member_id === null ? [] : [b.row.member_id]))),
  );
  return batch.map(({ line, row }) => {
    const hotelId = hotelIds.get(row.hotel.toLowerCase());
    if (hotelId === undefined) {
      return {
        line,
        id: row.reservation_number,
        outcome: 'unchanged',
        changed: [],
        waitingFor: null,
        error: { field: 'hotel', key: 'club_hotel_unknown' },
      };
    }
    const before = existing.get(row.reservation_number);
    // Attached to the member's account when the member has registered; otherwise it stays as it
    // is (the member can still attach it by number and last name).
    const userId =
      (row.member_id === null ? undefined : accounts.get(row.member_id)) ?? before?.userId ?? null;
    const values = reservationValues(
      row,
      hotelId,
      userId,
      unitIds.get(`${hotelId} ${row.room_type.toLowerCase()}`) ?? null,
    );
    return planned(
      line,
      row.reservation_number,
      before && reservationCompared(before),
      values,
      reservationCompared(values),
    );
  });
}
const reservationValues = (
  row: ReservationRow,
  hotelId: number,
  userId: number | null,
  unitTypeId: number | null,
) => ({
  reservationNumber: row.reservation_number,
  userId,
  reservationStatus: row.reservation_status,
  hotelId,
  arrivingDate: row.arriving_date,
  departingDate: row.departing_date,
  numberOfAdults: row.number_of_adults,
  numberOfChildren: row.number_of_children,
  guest: row.guest,
  leadLastName: row.lead_last_name,
  roomType: row.room_type,
  unitTypeId,
});
const reservationCompared = (
  r: ReturnType<typeof reservationValues> | typeof reservations.$inferSelect,
) => ({
  member_id: r.userId,
  reservation_status: r.reservationStatus,
  hotel: r.hotelId,
  arriving_date: r.arrivingDate,
  departing_date: r.departingDate,
  number_of_adults: r.numberOfAdults,
  number_of_children: r.numberOfChildren,
  guest: r.guest,
  lead_last_name: r.leadLastName,
  room_type: r.roomType,
});

async function writeReservations(db: Database, rows: Record<string, unknown>[]) {
  await db
    .insert(reservations)
    .values(rows as (typeof reservations.$inferInsert)[])
    .onConflictDoUpdate({
      target: reservations.reservationNumber,
      set: {
        userId: sql`excluded.user_id`,
        reservationStatus: sql`excluded.reservation_status`,
        hotelId: sql`excluded.hotel_id`,
        arrivingDate: sql`excluded.arriving_date`,
        departingDate: sql`excluded.departing_date`,
        numberOfAdults: sql`excluded.number_of_adults`,
        numberOfChildren: sql`excluded.number_of_children`,
        guest: sql`excluded.guest`,
        leadLastName: sql`excluded.lead_last_name`,
        roomType: sql`excluded.room_type`,
        unitTypeId: sql`excluded.unit_type_id`,
      },
    });
}

// ---------------------------------------------------------------- one table of the four

const RULES: {
  [E in ClubEntity]: {
    plan: (db: Database, batch: RowIn<E>[]) => Promise<RowPlan[]>;
    write: (db: Database, rows: Record<string, unknown>[]) => Promise<void>;
  };
} = {
  members: { plan: planMembers, write: writeMembers },
  contracts: { plan: planContracts, write: writeContracts },
  due_items: { plan: planDueItems, write: writeDueItems },
  reservations: { plan: planReservations, write: writeReservations },
};

/** Compares a batch of checked rows (distinct ids) with the portal: what each would do. */
export function planRows<E extends ClubEntity>(db: Database, entity: E, batch: RowIn<E>[]) {
  return batch.length === 0 ? Promise.resolve([]) : RULES[entity].plan(db, batch);
}

/** Stores the created and changed rows of a plan (one statement), in the caller's transaction. */
export async function writeRows(db: Database, entity: ClubEntity, plans: RowPlan[]) {
  const rows = plans.flatMap((p) => (p.write && !p.error ? [p.write()] : []));
  if (rows.length > 0) await RULES[entity].write(db, rows);
}

/** The portal's ids of a due item's contract by number (tests, the demo seed). */
export const contractIdByNumber = async (db: Database, number: string) =>
  (
    await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.contractNumber, number))
      .limit(1)
  )[0]?.id;
