import { DUE_ITEM_ID_MAX_LENGTH } from '@mp/contract/clubdata/constants';
import { destinationOf } from '@mp/contract/reference/imagery';
import { clubToday } from '@mp/contract/rules/club-date';
import { and, count, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../client.ts';
import { clubWallClock, DAY_MS, HOUR_MS } from '../factories/dates.ts';
import { memberRecords, profileReviews, users } from '../schema/access.ts';
import {
  contactReasons,
  contracts,
  creditCards,
  destinationHighlights,
  dueItems,
  exchangeMemberships,
  faqs,
  guests,
  hotels,
  invoices,
  messageEntries,
  messageThreads,
  orders,
  reservations,
  unitTypes,
} from '../schema/club.ts';
import { sandboxTokens } from '../schema/sandbox.ts';
import { type DemoMemberIds, seedMemberData } from './club.ts';
import { seedLarge } from './large.ts';
import { DEMO_MEMBER_RECORDS } from './member-records.ts';
import { bookedAt } from './plans/helpers.ts';
import { seedReferenceContent } from './reference.ts';

// The latest 02:00 UTC: evening in Cancún, when UTC is already on the club's tomorrow. The seed
// must still put John's current installment on the club's today.
const now = new Date(Math.floor((Date.now() - 2 * HOUR_MS) / DAY_MS) * DAY_MS + 2 * HOUR_MS);
const today = clubToday(now);

describe('demo seed', () => {
  let handle: DatabaseHandle;
  let ids: DemoMemberIds;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    await db.insert(memberRecords).values(DEMO_MEMBER_RECORDS);
    const confirmed = new Date(now.getTime() - 400 * DAY_MS);
    const inserted = await db
      .insert(users)
      .values(
        [
          { email: 'john@example.com', firstName: 'John', lastName: 'Smith', vidaMemberId: 100001 },
          { email: 'ana@example.com', firstName: 'Ana', lastName: 'García', vidaMemberId: 100002 },
          {
            email: 'maria@example.com',
            firstName: 'Maria',
            lastName: 'Lopez',
            vidaMemberId: 100003,
          },
        ].map((member) => ({
          ...member,
          passwordHash: 'x',
          languageId: member.firstName === 'Ana' ? 'es' : 'en',
          emailVerifiedAt: confirmed,
          memberConfirmedAt: confirmed,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => inserted.find((row) => row.email === email)?.id ?? 0;
    ids = {
      john: idOf('john@example.com'),
      ana: idOf('ana@example.com'),
      maria: idOf('maria@example.com'),
    };
    await seedReferenceContent(db);
    // How fast it seeds is a figure of `npm run bench -- seed`, not a bound here.
    await seedMemberData(db, ids, now);
  });

  afterAll(async () => {
    await handle?.close();
  });

  const contractsOf = (userId: number) =>
    handle.db.select().from(contracts).where(eq(contracts.userId, userId));

  it('gives John 3 contracts, Ana 1 and Maria 5 across MXN and USD', async () => {
    const john = await contractsOf(ids.john);
    const ana = await contractsOf(ids.ana);
    const maria = await contractsOf(ids.maria);
    expect(john).toHaveLength(3);
    expect(new Set(john.map((c) => c.contractStatus))).toEqual(new Set(['Active', 'Pending']));
    expect(ana).toHaveLength(1);
    expect(ana[0]?.contractStatus).toBe('Active');
    expect(maria).toHaveLength(5);
    expect(new Set(maria.map((c) => c.currencyId))).toEqual(new Set([1, 2]));
    expect(maria.map((c) => c.contractStatus)).toEqual(
      expect.arrayContaining(['Active', 'Blocked', 'Cancelled']),
    );
  });

  it('has open due items of every payment type, and contracts with nothing due', async () => {
    const open = await handle.db
      .select({ paymentType: dueItems.paymentType, contractId: dueItems.contractId })
      .from(dueItems)
      .where(isNull(dueItems.paidAt));
    expect(new Set(open.map((d) => d.paymentType))).toEqual(
      new Set(['down', 'monthly', 'cash_out', 'other_fees']),
    );
    const all = await handle.db.select({ id: contracts.id }).from(contracts);
    const withDue = new Set(open.map((d) => d.contractId));
    expect(all.some((c) => !withDue.has(c.id))).toBe(true);

    const down = await handle.db.select().from(dueItems).where(eq(dueItems.paymentType, 'down'));
    expect(down.some((d) => d.paidAt === null && Number(d.closingCost) > 0)).toBe(true);
  });

  it('has overdue, due, future and unavailable monthly installments', async () => {
    const monthly = await handle.db
      .select()
      .from(dueItems)
      .where(and(eq(dueItems.paymentType, 'monthly'), isNull(dueItems.paidAt)));
    const overdue = monthly.filter((d) => d.dueDate < today);
    expect(overdue.some((d) => Number(d.lateFee) > 0 && d.availableForPayment)).toBe(true);
    expect(monthly.some((d) => d.dueDate > today)).toBe(true);
    expect(monthly.some((d) => !d.availableForPayment)).toBe(true);
    expect(monthly.every((d) => d.invoiceAmount === d.amountDue)).toBe(true);

    const [anaContract] = await contractsOf(ids.ana);
    const anaDue = monthly.filter((d) => d.contractId === anaContract?.id && d.dueDate <= today);
    expect(anaDue.length).toBeGreaterThan(0);

    // John's GLX-104233 falls on today's day of the month on the club's calendar: one installment
    // due today without a late fee, the two before it late.
    const glx = (await contractsOf(ids.john)).find((c) => c.contractNumber === 'GLX-104233');
    const johnDue = monthly
      .filter((d) => d.contractId === glx?.id && d.dueDate <= today)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    expect(johnDue.map((d) => [d.dueDate === today, Number(d.lateFee) > 0])).toEqual([
      [false, true],
      [false, true],
      [true, false],
    ]);
  });

  it('has usage, renovation and renewal fees, one of them past due', async () => {
    const fees = await handle.db
      .select()
      .from(dueItems)
      .where(and(eq(dueItems.paymentType, 'other_fees'), isNull(dueItems.paidAt)));
    expect(new Set(fees.map((f) => f.feeType))).toEqual(
      new Set(['Usage Fee', 'Renovation Fee', 'Renewal Fee']),
    );
    expect(fees.some((f) => f.dueDate < today)).toBe(true);
  });

  it('keeps saved cards per member, with a removed one kept for history', async () => {
    const cards = await handle.db.select().from(creditCards);
    const john = cards.filter((c) => c.userId === ids.john);
    expect(john.map((c) => [c.lastFour, c.isDefault, c.status]).sort()).toEqual([
      ['0002', false, 1],
      ['1111', true, 1],
      ['4444', false, 1],
    ]);
    const maria = cards.filter((c) => c.userId === ids.maria);
    expect(maria.find((c) => c.status === 1)?.lastFour).toBe('0005');
    expect(maria.some((c) => c.status === 0)).toBe(true);
    expect(cards.filter((c) => c.userId === ids.ana)).toHaveLength(0);
    expect(cards.every((c) => c.cardToken.startsWith('sbx_tok_'))).toBe(true);
    // The sandbox provider knows every active demo card by its token; the removed one is gone.
    const tokens = await handle.db.select().from(sandboxTokens);
    expect(tokens.map((row) => row.token).sort()).toEqual(
      cards
        .filter((c) => c.status === 1)
        .map((c) => c.cardToken)
        .sort(),
    );
  });

  it('has two years of orders consistent with their contracts, due items and invoices', async () => {
    const rows = await handle.db
      .select({ order: orders, contract: contracts })
      .from(orders)
      .innerJoin(contracts, eq(orders.contractId, contracts.id));
    expect(rows.length).toBeGreaterThan(50);
    for (const { order, contract } of rows) {
      expect(order.userId).toBe(contract.userId);
      expect(order.currency).toBe(contract.currencyId === 1 ? 'MXN' : 'USD');
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const statuses = new Set(rows.map((r) => r.order.status));
    expect(statuses).toEqual(new Set([2, 3, 4]));
    const old = rows.filter((r) => now.getTime() - r.order.createdAt.getTime() > 730 * DAY_MS);
    expect(old.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.order.paymentType))).toEqual(
      new Set(['down', 'monthly', 'cash_out', 'other_fees']),
    );
    for (const memberId of [ids.john, ids.ana, ids.maria]) {
      const recent = rows.filter(
        (r) =>
          r.order.userId === memberId &&
          [2, 3].includes(r.order.status) &&
          now.getTime() - r.order.createdAt.getTime() <= 730 * DAY_MS,
      );
      expect(recent.length).toBeGreaterThan(5);
    }

    const invoiceRows = await handle.db.select().from(invoices);
    const invoiced = new Set(invoiceRows.map((i) => i.orderId));
    for (const { order } of rows) {
      expect(invoiced.has(order.id)).toBe([2, 3].includes(order.status));
    }

    const settled = await handle.db.select().from(dueItems).where(isNotNull(dueItems.orderId));
    expect(settled.length).toBeGreaterThan(0);
    for (const due of settled) {
      const order = rows.find((r) => r.order.id === due.orderId)?.order;
      expect(due.paidAt).not.toBeNull();
      expect(order?.dueItemIds).toContain(due.id);
      expect(order?.contractId).toBe(due.contractId);
    }
    // Settled when their order was, not when the import loaded them.
    for (const due of settled) {
      const order = rows.find((r) => r.order.id === due.orderId)?.order;
      expect(due.paidAt?.getTime()).toBe(order?.createdAt.getTime());
    }
    const paidWithoutOrder = await handle.db
      .select({ n: count() })
      .from(dueItems)
      .where(and(isNotNull(dueItems.paidAt), isNull(dueItems.orderId)));
    expect(paidWithoutOrder[0]?.n).toBe(0);
  });

  it('has upcoming, past, cancelled and hidden reservations, plus unattached ones', async () => {
    const all = await handle.db.select().from(reservations);
    const of = (userId: number | null) => all.filter((r) => r.userId === userId);
    for (const memberId of [ids.john, ids.maria]) {
      const mine = of(memberId);
      const listed = mine.filter((r) => r.reservationStatus !== 5 && r.reservationStatus !== 9);
      expect(listed.some((r) => r.arrivingDate >= today)).toBe(true);
      expect(listed.some((r) => r.arrivingDate < today)).toBe(true);
      expect(mine.some((r) => r.reservationStatus === 5)).toBe(true);
      expect(mine.some((r) => r.reservationStatus === 9)).toBe(true);
    }
    expect(of(ids.john).some((r) => r.reservationStatus === 1)).toBe(true);
    expect(of(ids.ana)).toHaveLength(0);
    const unattached = of(null);
    expect(unattached.length).toBeGreaterThanOrEqual(3);
    expect(unattached.some((r) => r.leadLastName === 'Smith')).toBe(true);
    expect(all.every((r) => r.departingDate > r.arrivingDate)).toBe(true);
    // When each was booked, not when the import loaded it.
    for (const r of all) {
      expect(r.createdAt).toEqual(bookedAt(clubWallClock(now), r.arrivingDate));
    }
  });

  it("loads the club's due items through the import, each by a club id", async () => {
    const rows = await handle.db.select({ externalId: dueItems.externalId }).from(dueItems);
    expect(rows.length).toBeGreaterThan(0);
    for (const { externalId } of rows) {
      expect(externalId?.length).toBeGreaterThan(0);
      expect(externalId?.length).toBeLessThanOrEqual(DUE_ITEM_ID_MAX_LENGTH);
    }
  });

  it('has guests and exchange memberships', async () => {
    const guestRows = await handle.db.select().from(guests);
    expect(guestRows.filter((g) => g.userId === ids.john).map((g) => g.name)).toEqual([
      'Emily Smith',
      'Jacob Smith',
    ]);
    expect(guestRows.filter((g) => g.userId === ids.maria)).toHaveLength(1);
    const exchanges = await handle.db.select().from(exchangeMemberships);
    expect(exchanges.filter((e) => e.userId === ids.john)).toHaveLength(2);
    expect(exchanges.filter((e) => e.userId === ids.maria).length).toBeGreaterThanOrEqual(4);
    expect(exchanges.filter((e) => e.userId === ids.ana)).toHaveLength(0);
  });

  it("has Maria's contact details in review and John's verified", async () => {
    const reviews = await handle.db.select().from(profileReviews);
    expect(reviews.find((r) => r.userId === ids.maria)?.status).toBe('pending');
    expect(reviews.find((r) => r.userId === ids.john)?.status).toBe('verified');
    expect(reviews.some((r) => r.userId === ids.ana)).toBe(false);
  });

  it('has read and unread threads of every message type for each member', async () => {
    const threads = await handle.db.select().from(messageThreads);
    const entries = await handle.db.select().from(messageEntries);
    for (const memberId of [ids.john, ids.ana, ids.maria]) {
      const mine = threads.filter((t) => t.userId === memberId);
      expect(new Set(mine.map((t) => t.messageType))).toEqual(
        new Set(['alert', 'marketing', 'support']),
      );
      expect(mine.some((t) => t.readAt === null)).toBe(true);
      expect(mine.some((t) => t.readAt !== null)).toBe(true);
      const conversation = mine.find((t) => entries.filter((e) => e.threadId === t.id).length >= 3);
      expect(conversation?.messageType).toBe('support');
    }
    for (const thread of threads) {
      const own = entries.filter((e) => e.threadId === thread.id);
      expect(own.length).toBeGreaterThan(0);
      const hasUnreadClubEntry = own.some((e) => e.author === 'club' && e.readAt === null);
      if (thread.readAt === null && thread.messageType !== 'support') {
        expect(hasUnreadClubEntry).toBe(true);
      }
      if (thread.readAt !== null) expect(hasUnreadClubEntry).toBe(false);
    }
    expect(entries.filter((e) => e.author === 'member').every((e) => !/[<>]/.test(e.message))).toBe(
      true,
    );
    const ana = threads.filter((t) => t.userId === ids.ana);
    expect(ana.some((t) => /[áéíóúñ¿¡]/.test(t.subject))).toBe(true);
  });

  it('has bilingual FAQs with allowed HTML only, and contact reasons', async () => {
    const rows = await handle.db.select().from(faqs);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const faq of rows) {
      for (const text of [faq.titleEn, faq.titleEs, faq.contentEn, faq.contentEs]) {
        expect(text.trim()).not.toBe('');
      }
      for (const html of [faq.contentEn, faq.contentEs]) {
        const tags = html.match(/<\/?[a-z]+[^>]*>/g) ?? [];
        for (const tag of tags) {
          expect(tag).toMatch(/^<\/?(p|ul|li|strong|em)>$|^<a href="https:\/\/[^"]+">$|^<\/a>$/);
        }
      }
    }
    const reasons = await handle.db.select().from(contactReasons);
    expect(reasons.length).toBeGreaterThanOrEqual(6);
    const highlights = await handle.db.select().from(destinationHighlights);
    expect(highlights).toHaveLength(5);
    for (const highlight of highlights) {
      expect(highlight.buyLink === '#' || highlight.buyLink.startsWith('https://')).toBe(true);
      expect(destinationOf(highlight.imageLocation)).toBe(highlight.imageLocation);
    }
  });

  it('has hotels with unit types for all 9 destinations', async () => {
    const rows = await handle.db.select().from(hotels);
    expect(new Set(rows.map((h) => h.destination)).size).toBe(9);
    for (const hotel of rows) expect(destinationOf(hotel.name)).toBe(hotel.destination);
    const withUnits = await handle.db
      .selectDistinct({ hotelId: unitTypes.hotelId })
      .from(unitTypes)
      .where(
        inArray(
          unitTypes.hotelId,
          rows.map((h) => h.id),
        ),
      );
    expect(withUnits).toHaveLength(rows.length);
    // Every contract resort and reservation hotel is a known hotel, so logos and images match.
    const names = new Set(rows.map((h) => h.name));
    const resorts = await handle.db.selectDistinct({ resort: contracts.resort }).from(contracts);
    for (const { resort } of resorts) expect(names.has(resort)).toBe(true);
  });

  it('is idempotent', async () => {
    const tables = [faqs, contactReasons, hotels, unitTypes, destinationHighlights, contracts];
    const counts = async () =>
      Promise.all(tables.map(async (t) => (await handle.db.select({ n: count() }).from(t))[0]?.n));
    const before = await counts();
    await seedReferenceContent(handle.db);
    await seedMemberData(handle.db, ids, now);
    expect(await counts()).toEqual(before);
  });
});

describe('large seed', () => {
  // Every test seeds its own copy of the migrated template: none reads what another left.
  const opened: DatabaseHandle[] = [];
  const freshDatabase = async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    return handle;
  };
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
  });

  it('inserts confirmed bench members with their contracts, orders and threads', async () => {
    const { db } = await freshDatabase();
    const progress: number[] = [];
    await seedLarge(db, 50, 'hash', (done) => progress.push(done));
    expect(progress.at(-1)).toBe(50);

    const members = await db.select().from(users).where(like(users.email, '%@bench.example.com'));
    expect(members).toHaveLength(50);
    expect(members.every((u) => u.memberConfirmedAt && u.emailVerifiedAt)).toBe(true);
    expect(members.every((u) => u.passwordHash === 'hash')).toBe(true);
    expect(members.find((u) => u.email === 'member7@bench.example.com')?.vidaMemberId).toBe(
      5_000_007,
    );
    const records = await db.select({ n: count() }).from(memberRecords);
    expect(records[0]?.n).toBe(50);

    const perMember = await db
      .select({ userId: contracts.userId, n: count() })
      .from(contracts)
      .groupBy(contracts.userId);
    expect(perMember).toHaveLength(50);
    expect(perMember.every((m) => m.n >= 1 && m.n <= 5)).toBe(true);

    const threadsPerMember = await db
      .select({ userId: messageThreads.userId, n: count() })
      .from(messageThreads)
      .groupBy(messageThreads.userId);
    expect(threadsPerMember.every((m) => m.n >= 2 && m.n <= 3)).toBe(true);
    const [orderCount] = await db.select({ n: count() }).from(orders);
    const [dueCount] = await db.select({ n: count() }).from(dueItems);
    expect(orderCount?.n).toBeGreaterThan(50);
    expect(dueCount?.n).toBeGreaterThan(50);
    const badOrders = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(contracts, eq(orders.contractId, contracts.id))
      .where(sql`${orders.userId} <> ${contracts.userId}`);
    expect(badOrders[0]?.n).toBe(0);
  });

  it('is deterministic and continues after the members already there', async () => {
    const fingerprint = (db: DatabaseHandle['db']) =>
      db
        .select({
          contractNumber: contracts.contractNumber,
          balance: contracts.balance,
          status: contracts.contractStatus,
          email: users.email,
        })
        .from(contracts)
        .innerJoin(users, eq(users.id, contracts.userId))
        .where(sql`${users.vidaMemberId} between 5000001 and 5000010`)
        .orderBy(contracts.contractNumber);

    const first = await freshDatabase();
    const second = await freshDatabase();
    await seedLarge(first.db, 10, 'hash');
    await seedLarge(second.db, 10, 'hash');
    expect(await fingerprint(second.db)).toEqual(await fingerprint(first.db));

    await seedLarge(first.db, 5, 'hash');
    const extra = await first.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.vidaMemberId} between 5000011 and 5000015`);
    expect(extra[0]?.n).toBe(5);
  });
});
