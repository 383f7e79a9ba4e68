import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  addDays,
  addMonths,
  DAY_MS,
  dateOnly,
  HOUR_MS,
  MINUTE_MS,
  parseDate,
  startOfDay,
  withTime,
} from '../factories/dates.ts';
import { idsInOrder, mustAt } from '../factories/lists.ts';
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
import { DEMO_CONTACT_REASONS } from './content/contact-reasons.ts';
import { DEMO_DESTINATION_HIGHLIGHTS } from './content/destination-highlights.ts';
import { DEMO_FAQS } from './content/faqs.ts';
import { DEMO_HOTELS } from './content/hotels.ts';

/*
 * Demo data of the three registered members. Every date is relative to `now`, so the data looks
 * the same (overdue, due today, upcoming stay...) whenever it is seeded.
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

/** Inserts FAQs, contact reasons, hotels with unit types and destination highlights, once. */
export async function seedReferenceContent(db: Database): Promise<void> {
  const existing = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (existing.length > 0) return;

  await db.transaction(async (tx) => {
    await tx.insert(faqs).values(DEMO_FAQS);
    await tx.insert(contactReasons).values(DEMO_CONTACT_REASONS);
    await tx.insert(destinationHighlights).values(DEMO_DESTINATION_HIGHLIGHTS);
    const inserted = await tx
      .insert(hotels)
      .values(
        DEMO_HOTELS.map((hotel, index) => ({
          name: hotel.name,
          destination: hotel.destination,
          sortOrder: index + 1,
        })),
      )
      .returning({ id: hotels.id, name: hotels.name });
    const hotelIdByName = new Map(inserted.map((row) => [row.name, row.id]));
    await tx.insert(unitTypes).values(
      DEMO_HOTELS.flatMap((hotel) =>
        hotel.unitTypes.map((unitType) => ({
          hotelId: mustGet(hotelIdByName, hotel.name),
          nameEn: unitType.nameEn,
          nameEs: unitType.nameEs,
          maxGuests: unitType.maxGuests,
        })),
      ),
    );
  });
}

/**
 * Inserts the contracts, due items, cards, orders, invoices, reservations, guests, messages and
 * exchange memberships of the three demo members. Does nothing if it already ran: contract
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

  const plans = [
    johnPlan(members.john, now),
    anaPlan(members.ana, now),
    mariaPlan(members.maria, now),
  ];

  await db.transaction(async (tx) => {
    const hotelRows = await tx.select({ id: hotels.id, name: hotels.name }).from(hotels);
    const hotelIdByName = new Map(hotelRows.map((row) => [row.name, row.id]));

    // ---- contracts
    const contractRows = plans.flatMap((plan) =>
      plan.contracts.map((contract) => ({ ...contract.row, userId: plan.userId })),
    );
    const insertedContracts = await tx
      .insert(contracts)
      .values(contractRows)
      .returning({ id: contracts.id, contractNumber: contracts.contractNumber });
    const contractIdByNumber = new Map(
      insertedContracts.map((row) => [row.contractNumber, row.id]),
    );

    // ---- saved cards
    const cardRows = plans.flatMap((plan) =>
      plan.cards.map((card) => ({ ...card, userId: plan.userId })),
    );
    const insertedCards = await tx
      .insert(creditCards)
      .values(cardRows)
      .returning({ id: creditCards.id, cardToken: creditCards.cardToken });
    const cardIdByToken = new Map(insertedCards.map((row) => [row.cardToken, row.id]));

    // ---- due items: the open ones, and the ones already settled by an order of the history
    const allOrders = plans.flatMap((plan) =>
      plan.contracts.flatMap((contract) =>
        contract.orders.map((order) => ({
          order,
          userId: plan.userId,
          contractId: mustGet(contractIdByNumber, contract.row.contractNumber),
        })),
      ),
    );
    const dueRows: (typeof dueItems.$inferInsert)[] = [];
    const settledBy: (number | null)[] = [];
    for (const plan of plans) {
      for (const contract of plan.contracts) {
        const contractId = mustGet(contractIdByNumber, contract.row.contractNumber);
        for (const due of contract.open) {
          dueRows.push({ ...due, contractId });
          settledBy.push(null);
        }
      }
    }
    allOrders.forEach(({ order, contractId }, orderIndex) => {
      for (const due of order.settles) {
        dueRows.push({ ...due, contractId, paidAt: order.at });
        settledBy.push(orderIndex);
      }
    });
    const dueIds = idsInOrder(
      await tx.insert(dueItems).values(dueRows).returning({ id: dueItems.id }),
    );
    const settledIdsByOrder = new Map<number, number[]>();
    dueIds.forEach((dueId, index) => {
      const orderIndex = settledBy[index];
      if (orderIndex === null || orderIndex === undefined) return;
      const list = settledIdsByOrder.get(orderIndex) ?? [];
      list.push(dueId);
      settledIdsByOrder.set(orderIndex, list);
    });

    // ---- orders (payment history)
    const orderRows = allOrders.map(({ order, userId, contractId }, orderIndex) => ({
      userId,
      contractId,
      paymentType: order.paymentType,
      monthlyType: order.monthlyType ?? null,
      amount: money(order.amount),
      currency: order.currency,
      status: order.status,
      cardId: order.cardToken === null ? null : mustGet(cardIdByToken, order.cardToken),
      lastFour: order.lastFour,
      reference: `MP-${randomBytes(6).toString('hex').toUpperCase()}`,
      providerTransactionId: randomDigits(22),
      providerMessage: order.status === DECLINED ? order.declineMessage : APPROVED_MESSAGE,
      dueItemIds: settledIdsByOrder.get(orderIndex) ?? [],
      createdAt: order.at,
      updatedAt: order.at,
    }));
    const orderIds = idsInOrder(
      await tx.insert(orders).values(orderRows).returning({ id: orders.id }),
    );

    const links = [...settledIdsByOrder].flatMap(([orderIndex, ids]) =>
      ids.map((dueId) => sql`(${dueId}::bigint, ${mustAt(orderIds, orderIndex)}::bigint)`),
    );
    if (links.length > 0) {
      await tx.execute(
        sql`update due_items set order_id = v.order_id
            from (values ${sql.join(links, sql`, `)}) as v(id, order_id)
            where due_items.id = v.id`,
      );
    }

    // ---- invoices, for paid orders only
    const invoiceRows = allOrders.flatMap(({ order }, orderIndex) => {
      if (order.status === DECLINED) return [];
      const orderId = mustAt(orderIds, orderIndex);
      return [
        {
          orderId,
          invoiceNumber: `F-${order.at.getUTCFullYear()}-${String(orderId).padStart(6, '0')}`,
          issuedAt: new Date(order.at.getTime() + 4 * MINUTE_MS),
        },
      ];
    });
    if (invoiceRows.length > 0) await tx.insert(invoices).values(invoiceRows);

    // ---- reservations, attached and not
    const reservationRows = [
      ...plans.flatMap((plan) =>
        plan.reservations.map((reservation) => ({ ...reservation, userId: plan.userId })),
      ),
      ...unattachedReservations(now).map((reservation) => ({ ...reservation, userId: null })),
    ].map(({ hotel, nights, ...reservation }) => ({
      ...reservation,
      hotelId: mustGet(hotelIdByName, hotel),
      departingDate: dateOnly(addDays(parseDate(reservation.arrivingDate), nights)),
      createdAt: bookedAt(now, reservation.arrivingDate),
    }));
    await tx.insert(reservations).values(reservationRows);

    // ---- guests and exchange memberships
    const guestRows = plans.flatMap((plan) =>
      plan.guests.map((name) => ({ userId: plan.userId, name })),
    );
    if (guestRows.length > 0) await tx.insert(guests).values(guestRows);
    const exchangeRows = plans.flatMap((plan) =>
      plan.exchanges.map((exchange) => ({ ...exchange, userId: plan.userId })),
    );
    if (exchangeRows.length > 0) await tx.insert(exchangeMemberships).values(exchangeRows);

    // ---- messages
    const threads = plans.flatMap((plan) => plan.threads.map((thread) => ({ plan, thread })));
    const threadRows = threads.map(({ plan, thread }) => {
      const first = mustAt(thread.entries, 0);
      const last = mustAt(thread.entries, thread.entries.length - 1);
      return {
        userId: plan.userId,
        messageType: thread.messageType,
        reason: thread.reason,
        subject: thread.subject,
        replied:
          thread.entries.some((entry) => entry.author === 'club') &&
          thread.entries.some((entry) => entry.author === 'member'),
        readAt: thread.isRead ? laterOf(last.at, now, 2 * HOUR_MS) : null,
        createdAt: first.at,
        updatedAt: last.at,
      };
    });
    const threadIds = idsInOrder(
      await tx.insert(messageThreads).values(threadRows).returning({ id: messageThreads.id }),
    );
    const entryRows = threads.flatMap(({ plan, thread }, threadIndex) => {
      const club = plan.language === 'es' ? 'Atención a Socios' : 'Member Care';
      const lastClubIndex = thread.entries.findLastIndex((entry) => entry.author === 'club');
      return thread.entries.map((entry, entryIndex) => {
        const isMember = entry.author === 'member';
        // An unread thread has its newest club entry unread; what came before was read.
        const isUnread = !isMember && !thread.isRead && entryIndex === lastClubIndex;
        return {
          threadId: mustAt(threadIds, threadIndex),
          author: entry.author,
          fromName: isMember ? plan.fullName : club,
          toName: isMember ? club : plan.fullName,
          message: entry.message,
          readAt: isMember ? entry.at : isUnread ? null : laterOf(entry.at, now, 3 * HOUR_MS),
          createdAt: entry.at,
        };
      });
    });
    await tx.insert(messageEntries).values(entryRows);
  });
}

// ====================================================================== plan types

type PaymentType = 'down' | 'monthly' | 'cash_out' | 'other_fees';
type Currency = 'MXN' | 'USD';
type DueRow = Omit<typeof dueItems.$inferInsert, 'contractId'>;
type ContractRow = Omit<typeof contracts.$inferInsert, 'userId'> & { contractNumber: string };
type CardRow = Omit<typeof creditCards.$inferInsert, 'userId'>;

/** Order statuses (schema): 2 paid, 3 paid and settled, 4 declined. */
const PAID = 2;
const SETTLED = 3;
const DECLINED = 4;
const APPROVED_MESSAGE = 'Request was processed successfully.';

interface OrderPlan {
  paymentType: PaymentType;
  monthlyType?: 'monthly' | 'full' | 'multiple';
  amount: number;
  currency: Currency;
  status: typeof PAID | typeof SETTLED | typeof DECLINED;
  at: Date;
  cardToken: string | null;
  lastFour: string;
  declineMessage?: string;
  /** Due items this order paid; they are inserted already paid and linked to it. */
  settles: DueRow[];
}

interface ContractPlan {
  row: ContractRow;
  open: DueRow[];
  orders: OrderPlan[];
}

interface ReservationPlan {
  reservationNumber: string;
  reservationStatus: number;
  hotel: string;
  arrivingDate: string;
  nights: number;
  numberOfAdults: number;
  numberOfChildren: number;
  guest: string;
  leadLastName: string;
  roomType: string;
}

interface EntryPlan {
  author: 'club' | 'member';
  message: string;
  at: Date;
}

interface ThreadPlan {
  messageType: 'alert' | 'marketing' | 'support';
  reason: string | null;
  subject: string;
  isRead: boolean;
  entries: EntryPlan[];
}

interface MemberPlan {
  userId: number;
  fullName: string;
  language: 'en' | 'es';
  contracts: ContractPlan[];
  cards: CardRow[];
  reservations: ReservationPlan[];
  guests: string[];
  exchanges: { membershipType: string; membershipNumber: string }[];
  threads: ThreadPlan[];
}

// ====================================================================== John Smith

function johnPlan(userId: number, now: Date): MemberPlan {
  const year = now.getUTCFullYear();
  const billing = {
    firstName: 'John',
    lastName: 'Smith',
    address: '1200 Lake Shore Drive 14B',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    postCode: '60610',
  };
  const visa: CardRow = {
    ...billing,
    cardToken: cardToken(),
    cardType: 'Visa',
    lastFour: '1111',
    cardHolderName: 'JOHN SMITH',
    expMonth: 8,
    expYear: year + 3,
    isDefault: true,
    status: 1,
    createdAt: at(now, -700, 15),
    updatedAt: at(now, -700, 15),
  };
  const mastercard: CardRow = {
    ...billing,
    cardToken: cardToken(),
    cardType: 'Mastercard',
    lastFour: '4444',
    cardHolderName: 'JOHN A SMITH',
    expMonth: 11,
    expYear: year + 2,
    isDefault: false,
    status: 1,
    createdAt: at(now, -430, 18),
    updatedAt: at(now, -430, 18),
  };
  const payWithVisa = { cardToken: visa.cardToken, lastFour: visa.lastFour };
  const payWithMastercard = { cardToken: mastercard.cardToken, lastFour: mastercard.lastFour };

  // GLX-104233: installments fall on today's day of the month; the last two were missed.
  const glxInstallment = 612;
  const glxSchedule = startOfDay(now);
  const glx: ContractPlan = {
    row: {
      contractNumber: 'GLX-104233',
      contractStatus: 'Active',
      resort: 'Grand Luxxe Riviera Maya',
      currencyId: USD,
      affiliation: 'Vidanta',
      finance: money(52_800),
      balance: money(21_340),
      loanPaymentAmount: money(glxInstallment),
      payInFull: money(20_273),
      maintenanceFee: money(1_895),
      roomType: 'Two Bedroom Loft',
      contractDate: dateOnly(addDays(addMonths(now, -6 * 12), -40)),
      totalWeeks: 30,
      usedWeeks: 11,
    },
    open: [
      ...installments(glxSchedule, glxInstallment, [-2, -1, 0, 1, 2, 3, 4, 5, 6], {
        lateFee: 30.6,
        today: now,
        unavailableFrom: 5,
      }),
      {
        paymentType: 'other_fees',
        feeType: 'Renovation Fee',
        amountDue: money(650),
        lateFee: money(32.5),
        dueDate: dateOnly(addDays(now, -18)),
      },
      {
        paymentType: 'other_fees',
        feeType: 'Usage Fee',
        amountDue: money(1_895),
        dueDate: dateOnly(addDays(now, 45)),
      },
      {
        paymentType: 'cash_out',
        amountDue: money(20_273),
        dueDate: dateOnly(addDays(now, 30)),
      },
    ],
    orders: [
      ...monthlyHistory({
        now,
        schedule: glxSchedule,
        installment: glxInstallment,
        currency: 'USD',
        fromMonth: -27,
        toMonth: -3,
        settledMonths: [-3, -4, -5],
        declinedMonths: [-9],
        declineMessage: 'Insufficient funds in the account.',
        card: (month) => (month >= -14 ? payWithVisa : payWithMastercard),
      }),
      {
        paymentType: 'other_fees',
        amount: 1_795,
        currency: 'USD',
        status: SETTLED,
        at: at(now, -320, 17, 12),
        ...payWithVisa,
        settles: [
          {
            paymentType: 'other_fees',
            feeType: 'Usage Fee',
            amountDue: money(1_795),
            dueDate: dateOnly(addDays(now, -318)),
          },
        ],
      },
    ],
  };

  const gmy: ContractPlan = {
    row: {
      contractNumber: 'GMY-087512',
      contractStatus: 'Active',
      resort: 'The Grand Mayan Nuevo Vallarta',
      currencyId: USD,
      affiliation: 'Vidanta',
      finance: money(24_900),
      balance: money(0),
      loanPaymentAmount: money(0),
      payInFull: money(0),
      maintenanceFee: money(1_240),
      roomType: 'One Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -11 * 12), -130)),
      totalWeeks: 40,
      usedWeeks: 29,
    },
    open: [],
    orders: [
      {
        paymentType: 'monthly',
        monthlyType: 'monthly',
        amount: 415,
        currency: 'USD',
        status: SETTLED,
        at: at(now, -790, 16, 5),
        ...payWithVisa,
        settles: [],
      },
      {
        paymentType: 'monthly',
        monthlyType: 'monthly',
        amount: 415,
        currency: 'USD',
        status: SETTLED,
        at: at(now, -430, 18, 40),
        ...payWithMastercard,
        settles: [],
      },
      {
        // The member settled the remaining balance and the contract was paid off.
        paymentType: 'cash_out',
        amount: 6_850,
        currency: 'USD',
        status: SETTLED,
        at: at(now, -400, 15, 22),
        ...payWithMastercard,
        settles: [
          {
            paymentType: 'cash_out',
            amountDue: money(6_850),
            dueDate: dateOnly(addDays(now, -395)),
          },
        ],
      },
    ],
  };

  const pendingDate = addDays(now, -25);
  const pending: ContractPlan = {
    row: {
      contractNumber: 'GLX-118902',
      contractStatus: 'Pending',
      resort: 'Grand Luxxe Nuevo Vallarta',
      currencyId: USD,
      affiliation: 'Vidanta',
      finance: money(38_500),
      balance: money(34_650),
      loanPaymentAmount: money(0),
      payInFull: money(34_650),
      maintenanceFee: money(1_650),
      roomType: 'One Bedroom Master',
      // A pending contract is a recent purchase: its down payment is not complete yet.
      contractDate: dateOnly(pendingDate),
      totalWeeks: 25,
      usedWeeks: 0,
    },
    open: [
      {
        paymentType: 'down',
        amountDue: money(3_850),
        closingCost: money(495),
        dueDate: dateOnly(addDays(now, 5)),
      },
    ],
    orders: [
      {
        paymentType: 'down',
        amount: 3_850,
        currency: 'USD',
        status: PAID,
        at: at(now, -25, 19, 3),
        ...payWithVisa,
        settles: [{ paymentType: 'down', amountDue: money(3_850), dueDate: dateOnly(pendingDate) }],
      },
    ],
  };

  const riviera = reservation(now, 38, 7);
  return {
    userId,
    fullName: 'John Smith',
    language: 'en',
    contracts: [glx, gmy, pending],
    cards: [visa, mastercard],
    guests: ['Emily Smith', 'Jacob Smith'],
    exchanges: [
      { membershipType: 'RCI', membershipNumber: '4471-22908' },
      { membershipType: 'Interval', membershipNumber: '3381927' },
    ],
    reservations: [
      {
        reservationNumber: '40761825',
        reservationStatus: 2,
        hotel: 'Grand Luxxe Riviera Maya',
        ...riviera,
        numberOfAdults: 2,
        numberOfChildren: 2,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Two Bedroom Loft',
      },
      {
        // Status 9 is "confirmed" but never listed (spec: excluded from upcoming and past).
        reservationNumber: '40779031',
        reservationStatus: 9,
        hotel: 'Joya Riviera Maya',
        ...reservation(now, 40, 1),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Show and Stay Studio',
      },
      {
        reservationNumber: '40795102',
        reservationStatus: 6,
        hotel: 'The Grand Mayan Los Cabos',
        ...reservation(now, 120, 5),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'One Bedroom Master',
      },
      {
        reservationNumber: '40810447',
        reservationStatus: 1,
        hotel: 'Grand Luxxe Nuevo Vallarta',
        ...reservation(now, 200, 6),
        numberOfAdults: 2,
        numberOfChildren: 2,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Two Bedroom Loft',
      },
      {
        reservationNumber: '40772958',
        reservationStatus: 5,
        hotel: 'Sea Garden Nuevo Vallarta',
        ...reservation(now, 60, 3),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Studio',
      },
      {
        reservationNumber: '40688213',
        reservationStatus: 3,
        hotel: 'Grand Luxxe Riviera Maya',
        ...reservation(now, -95, 7),
        numberOfAdults: 2,
        numberOfChildren: 2,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Two Bedroom Loft',
      },
      {
        reservationNumber: '40541790',
        reservationStatus: 7,
        hotel: 'Mayan Palace Acapulco',
        ...reservation(now, -410, 4),
        numberOfAdults: 2,
        numberOfChildren: 1,
        guest: 'John Smith',
        leadLastName: 'Smith',
        roomType: 'Two Bedroom Master',
      },
    ],
    threads: [
      {
        messageType: 'alert',
        reason: null,
        subject: 'Your monthly installments are past due',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -20, 14),
            message:
              '<p>Dear John,</p>' +
              `<p>We have not yet received the installments of your contract <strong>GLX-104233</strong> that were due on ${longDate(addMonths(glxSchedule, -2), 'en')} and ${longDate(addMonths(glxSchedule, -1), 'en')}. A late fee of 30.60 USD has been added to each of them.</p>` +
              '<p>You can pay them securely in <strong>My vacation payments</strong>. If you have already made this payment, please disregard this message.</p>',
          },
        ],
      },
      {
        messageType: 'alert',
        reason: null,
        subject: `Your ${year + 1} usage fee statement is ready`,
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -12, 15),
            message:
              '<p>Dear John,</p>' +
              `<p>The usage fee of your contract <strong>GLX-104233</strong> for ${year + 1} is <strong>1,895.00 USD</strong>, due on ${longDate(addDays(now, 45), 'en')}. You can pay it under <strong>Other fees</strong> in My vacation payments.</p>` +
              '<p>Thank you for being part of our club.</p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Members only: 25% off at the Grand Luxxe Spa',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -3, 16),
            message:
              '<p>Treat yourself on your next stay. Until the end of the season, members enjoy <strong>25% off</strong> massages and the hydrotherapy circuit at the Grand Luxxe Spa.</p>' +
              '<p><a href="https://www.example.com/offers/grand-luxxe-spa">See the treatments</a></p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Discover Puerto Peñasco this spring',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -41, 16),
            message:
              '<p>Calm water, wide beaches and the freshest seafood on the Sea of Cortez, a short drive from Arizona. Use one of your weeks at <strong>Mayan Palace Puerto Peñasco</strong> for a long weekend with the whole family.</p>' +
              '<p><a href="https://www.example.com/destinations/puerto-penasco">Plan your trip</a></p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Reservations',
        subject: 'Ocean-view request for our Riviera Maya stay',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -6, 21, 14),
            message: `Hello, we have a confirmed stay at Grand Luxxe Riviera Maya arriving on ${longDate(riviera.arrivingDate, 'en')} (reservation 40761825). It is our anniversary: would it be possible to get a unit facing the ocean? Thank you, John`,
          },
          {
            author: 'club',
            at: at(now, -5, 15, 30),
            message:
              '<p>Dear Mr. Smith,</p>' +
              '<p>Congratulations on your anniversary! We have added a note to reservation <strong>40761825</strong> asking for an ocean-view unit. Rooms are assigned at check-in, and our front desk team will do everything possible to honour your request.</p>' +
              '<p>Warm regards,</p><p>Member Care</p>',
          },
          {
            author: 'member',
            at: at(now, -5, 17, 2),
            message: 'Wonderful, thank you so much!',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Payments and billing',
        subject: 'Invoice for my usage fee payment',
        isRead: false,
        entries: [
          {
            author: 'member',
            at: at(now, -3, 23, 45),
            message:
              "Hi, I paid last year's usage fee with my Visa card but I need the invoice with my company's billing details. Can you help?",
          },
          {
            author: 'club',
            at: at(now, -1, 16, 10),
            message:
              '<p>Dear Mr. Smith,</p>' +
              '<p>You can download the invoice for every payment of the last two years in <strong>Payment history</strong>. If you need it issued with different billing details, please reply with the company name, tax ID and address, and our Billing team will send it to you within 24 hours.</p>' +
              '<p>Kind regards,</p><p>Member Care</p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Profile update',
        subject: 'New mailing address',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -1, 2, 30),
            message:
              'Hello, we have moved. Our new address is 1200 Lake Shore Drive, Apt 14B, Chicago, IL 60610. I already changed it in my profile and on my saved cards. Thanks!',
          },
        ],
      },
    ],
  };
}

// ====================================================================== Ana García

function anaPlan(userId: number, now: Date): MemberPlan {
  const installment = 9_850;
  // Her installments fall three days before today's date: the current one is due, not late.
  const schedule = addDays(startOfDay(now), -3);
  const lastFour = '2941';
  const bliss: ContractPlan = {
    row: {
      contractNumber: 'GBL-203377',
      contractStatus: 'Active',
      resort: 'The Grand Bliss Nuevo Vallarta',
      currencyId: MXN,
      affiliation: 'Vidanta',
      finance: money(685_000),
      balance: money(312_450),
      loanPaymentAmount: money(installment),
      payInFull: money(296_800),
      maintenanceFee: money(28_600),
      roomType: 'Two Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -3 * 12), -75)),
      totalWeeks: 25,
      usedWeeks: 6,
    },
    open: installments(schedule, installment, [0, 1, 2, 3, 4, 5, 6], {
      lateFee: 0,
      today: now,
      unavailableFrom: 6,
    }),
    orders: [
      ...monthlyHistory({
        now,
        schedule,
        installment,
        currency: 'MXN',
        fromMonth: -26,
        toMonth: -1,
        settledMonths: [-1, -2],
        declinedMonths: [-14],
        declineMessage: 'General decline of the card.',
        // She pays with a new card on the hosted checkout each time and does not save it.
        card: () => ({ cardToken: null, lastFour }),
      }),
      {
        paymentType: 'other_fees',
        amount: 26_900,
        currency: 'MXN',
        status: SETTLED,
        at: at(now, -300, 18, 25),
        cardToken: null,
        lastFour,
        settles: [
          {
            paymentType: 'other_fees',
            feeType: 'Usage Fee',
            amountDue: money(26_900),
            dueDate: dateOnly(addDays(now, -298)),
          },
        ],
      },
    ],
  };

  return {
    userId,
    fullName: 'Ana García',
    language: 'es',
    contracts: [bliss],
    cards: [],
    guests: [],
    exchanges: [],
    reservations: [],
    threads: [
      {
        messageType: 'alert',
        reason: null,
        subject: `Recordatorio: tu mensualidad de ${monthName(schedule, 'es')}`,
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -2, 14),
            message:
              '<p>Hola, Ana:</p>' +
              `<p>Te recordamos que la mensualidad de tu contrato <strong>GBL-203377</strong> por <strong>9,850.00 MXN</strong> venció el ${longDate(schedule, 'es')}. Puedes pagarla de forma segura en <strong>Mis pagos vacacionales</strong>.</p>` +
              '<p>Si ya realizaste tu pago, por favor ignora este mensaje.</p>',
          },
        ],
      },
      {
        messageType: 'alert',
        reason: null,
        subject: 'Recibimos tu pago',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -32, 15),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>Recibimos tu pago de <strong>9,850.00 MXN</strong> para el contrato <strong>GBL-203377</strong>. Puedes descargar tu factura en <strong>Historial de pagos</strong>.</p>' +
              '<p>¡Gracias por tu puntualidad!</p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Escápate a Riviera Maya: 30 % de descuento en noches adicionales',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -4, 16),
            message:
              '<p>Extiende tu próxima estancia en Riviera Maya: como socia, obtienes <strong>30 % de descuento</strong> en noches adicionales si reservas antes de fin de mes.</p>' +
              '<p><a href="https://www.example.com/ofertas/riviera-maya">Conoce la promoción</a></p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Nuevos sabores en Nuevo Vallarta',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -50, 16),
            message:
              '<p>Descubre los nuevos restaurantes de Vidanta Nuevo Vallarta: cocina de autor, mariscos del Pacífico y una terraza frente a la <strong>Bahía de Banderas</strong>.</p>' +
              '<p><a href="https://www.example.com/destinos/nuevo-vallarta">Ver restaurantes</a></p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Actualización de perfil',
        subject: 'Cambio de número de celular',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -20, 17, 40),
            message:
              'Hola, cambié mi número de celular. El nuevo es 55 1234 5678 y ya lo actualicé en mi perfil. ¿Necesitan algo más de mi parte?',
          },
          {
            author: 'club',
            at: at(now, -19, 15, 5),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>Gracias por avisarnos. Verificamos el cambio y tu nuevo número ya quedó registrado; no necesitas hacer nada más.</p>' +
              '<p>Saludos cordiales,</p><p>Atención a Socios</p>',
          },
          {
            author: 'member',
            at: at(now, -19, 16, 20),
            message: '¡Muchas gracias!',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Intercambios',
        subject: '¿Cómo uso mi semana con RCI?',
        isRead: false,
        entries: [
          {
            author: 'member',
            at: at(now, -2, 22, 10),
            message:
              'Hola, me gustaría intercambiar mi semana de este año por un destino en Europa. ¿Cómo lo hago?',
          },
          {
            author: 'club',
            at: at(now, -1, 15, 45),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>¡Qué buen plan! Para intercambiar tu semana necesitas una membresía activa en una compañía de intercambio como RCI. Con gusto te ayudamos a afiliarte; después podrás depositar tu semana y buscar disponibilidad en <a href="https://www.rci.com">rci.com</a>.</p>' +
              '<p>Saludos cordiales,</p><p>Atención a Socios</p>',
          },
        ],
      },
    ],
  };
}

// ====================================================================== Maria Lopez

function mariaPlan(userId: number, now: Date): MemberPlan {
  const year = now.getUTCFullYear();
  const amexSavedAt = at(now, -240, 17);
  const amex: CardRow = {
    cardToken: cardToken(),
    cardType: 'American Express',
    lastFour: '0005',
    cardHolderName: 'MARIA LOPEZ',
    expMonth: 4,
    expYear: year + 4,
    isDefault: true,
    status: 1,
    firstName: 'Maria',
    lastName: 'Lopez',
    address: '845 Alamo Heights Blvd 2',
    city: 'San Antonio',
    state: 'TX',
    country: 'US',
    postCode: '78209',
    createdAt: amexSavedAt,
    updatedAt: amexSavedAt,
  };
  // Removed cards keep their row (status 0) so older orders still point at them.
  const removedVisa: CardRow = {
    cardToken: cardToken(),
    cardType: 'Visa',
    lastFour: '8431',
    cardHolderName: 'MARIA LOPEZ',
    expMonth: 2,
    expYear: year - 1,
    isDefault: false,
    status: 0,
    firstName: 'Maria',
    lastName: 'Lopez',
    address: 'Calle Morelos 118, Col. Centro',
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'MX',
    postCode: '44100',
    createdAt: at(now, -1_500, 16),
    updatedAt: at(now, -240, 17, 5),
  };
  const cardAt = (when: Date) =>
    when.getTime() >= amexSavedAt.getTime()
      ? { cardToken: amex.cardToken, lastFour: amex.lastFour }
      : { cardToken: removedVisa.cardToken, lastFour: removedVisa.lastFour };

  const estatesInstallment = 1_185;
  const estatesSchedule = startOfDay(now);
  const estates: ContractPlan = {
    row: {
      contractNumber: 'EST-208417',
      contractStatus: 'Active',
      resort: 'The Estates Los Cabos',
      currencyId: USD,
      affiliation: 'Vidanta',
      finance: money(84_600),
      balance: money(46_780),
      loanPaymentAmount: money(estatesInstallment),
      payInFull: money(44_440),
      maintenanceFee: money(2_980),
      roomType: 'Three Bedroom Residence',
      contractDate: dateOnly(addDays(addMonths(now, -4 * 12), -20)),
      totalWeeks: 40,
      usedWeeks: 12,
    },
    open: [
      ...installments(estatesSchedule, estatesInstallment, [-1, 0, 1, 2, 3, 4, 5], {
        lateFee: 59.25,
        today: now,
        unavailableFrom: 5,
      }),
      {
        paymentType: 'other_fees',
        feeType: 'Usage Fee',
        amountDue: money(2_980),
        dueDate: dateOnly(addDays(now, 40)),
      },
    ],
    orders: monthlyHistory({
      now,
      schedule: estatesSchedule,
      installment: estatesInstallment,
      currency: 'USD',
      fromMonth: -24,
      toMonth: -2,
      settledMonths: [-2],
      declinedMonths: [-7],
      declineMessage: 'General decline of the card.',
      card: (_month, when) => cardAt(when),
    }),
  };

  const gmyInstallment = 11_240;
  const gmySchedule = addDays(startOfDay(now), 12);
  const renewalDue = addDays(now, -20);
  const grandMayan: ContractPlan = {
    row: {
      contractNumber: 'GMY-311620',
      contractStatus: 'Active',
      resort: 'The Grand Mayan Los Cabos',
      currencyId: MXN,
      affiliation: 'Vidanta',
      finance: money(540_000),
      balance: money(238_900),
      loanPaymentAmount: money(gmyInstallment),
      payInFull: money(226_950),
      maintenanceFee: money(24_300),
      roomType: 'Two Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -7 * 12), 55)),
      totalWeeks: 35,
      usedWeeks: 20,
    },
    open: [
      {
        paymentType: 'other_fees',
        feeType: 'Renewal Fee',
        amountDue: money(18_500),
        lateFee: money(925),
        dueDate: dateOnly(renewalDue),
      },
      ...installments(gmySchedule, gmyInstallment, [0, 1, 2, 3, 4, 5], {
        lateFee: 0,
        today: now,
        unavailableFrom: 99,
      }),
    ],
    orders: monthlyHistory({
      now,
      schedule: gmySchedule,
      installment: gmyInstallment,
      currency: 'MXN',
      fromMonth: -23,
      toMonth: -1,
      settledMonths: [-1],
      declinedMonths: [],
      declineMessage: '',
      card: (_month, when) => cardAt(when),
    }),
  };

  const acapulcoInstallment = 6_480;
  const acapulcoSchedule = addDays(startOfDay(now), -6);
  const acapulco: ContractPlan = {
    row: {
      contractNumber: 'MPA-059384',
      contractStatus: 'Blocked',
      resort: 'Mayan Palace Acapulco',
      currencyId: MXN,
      affiliation: 'Vidanta',
      finance: money(298_000),
      balance: money(186_300),
      loanPaymentAmount: money(acapulcoInstallment),
      payInFull: money(186_300),
      maintenanceFee: money(15_800),
      roomType: 'One Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -9 * 12), -200)),
      totalWeeks: 20,
      usedWeeks: 9,
    },
    // Blocked for non-payment: the overdue installments must go through Accounting.
    open: installments(acapulcoSchedule, acapulcoInstallment, [-3, -2, -1, 0, 1, 2], {
      lateFee: 324,
      today: now,
      unavailableFrom: -99,
    }),
    orders: monthlyHistory({
      now,
      schedule: acapulcoSchedule,
      installment: acapulcoInstallment,
      currency: 'MXN',
      fromMonth: -15,
      toMonth: -4,
      settledMonths: [],
      declinedMonths: [-4],
      declineMessage: 'Insufficient funds in the account.',
      card: (_month, when) => cardAt(when),
    }),
  };

  const blissInstallment = 520;
  const blissSchedule = addDays(startOfDay(now), 7);
  const bliss: ContractPlan = {
    row: {
      contractNumber: 'GBR-164205',
      contractStatus: 'Active',
      resort: 'The Grand Bliss Riviera Maya',
      currencyId: USD,
      affiliation: 'Vidanta',
      finance: money(31_200),
      balance: money(6_120),
      loanPaymentAmount: money(blissInstallment),
      payInFull: money(5_870),
      maintenanceFee: money(1_560),
      roomType: 'One Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -10 * 12), 14)),
      totalWeeks: 30,
      usedWeeks: 24,
    },
    open: [
      { paymentType: 'cash_out', amountDue: money(5_870), dueDate: dateOnly(addDays(now, 25)) },
      ...installments(blissSchedule, blissInstallment, [0, 1, 2, 3], {
        lateFee: 0,
        today: now,
        unavailableFrom: 99,
      }),
    ],
    orders: monthlyHistory({
      now,
      schedule: blissSchedule,
      installment: blissInstallment,
      currency: 'USD',
      fromMonth: -20,
      toMonth: -1,
      settledMonths: [],
      declinedMonths: [],
      declineMessage: '',
      card: (_month, when) => cardAt(when),
    }),
  };

  // Cancelled: its orders exist, some inside the 730-day window, and must stay hidden.
  const mazatlan: ContractPlan = {
    row: {
      contractNumber: 'MPM-022961',
      contractStatus: 'Cancelled',
      resort: 'Mayan Palace Mazatlán',
      currencyId: MXN,
      affiliation: 'Vidanta',
      finance: money(145_000),
      balance: money(0),
      loanPaymentAmount: money(0),
      payInFull: money(0),
      maintenanceFee: money(0),
      roomType: 'Studio',
      contractDate: dateOnly(addDays(addMonths(now, -12 * 12), 90)),
      totalWeeks: 10,
      usedWeeks: 4,
    },
    open: [],
    orders: [-900, -760, -610].map((daysAgo) => ({
      paymentType: 'monthly' as const,
      monthlyType: 'monthly' as const,
      amount: 3_950,
      currency: 'MXN' as const,
      status: SETTLED,
      at: at(now, daysAgo, 17, 30),
      cardToken: removedVisa.cardToken,
      lastFour: removedVisa.lastFour,
      settles: [],
    })),
  };

  const cabos = reservation(now, 21, 7);
  return {
    userId,
    fullName: 'Maria Lopez',
    language: 'en',
    contracts: [estates, grandMayan, acapulco, bliss, mazatlan],
    cards: [amex, removedVisa],
    guests: ['Carlos Lopez'],
    exchanges: [
      { membershipType: 'RCI', membershipNumber: '5520-81734' },
      { membershipType: 'Interval', membershipNumber: '2904418' },
      { membershipType: 'DAE', membershipNumber: 'DAE-774120' },
      { membershipType: 'The Registry Collection', membershipNumber: 'TRC-310562' },
      { membershipType: 'Club Freedom', membershipNumber: 'CF-0048213' },
    ],
    reservations: [
      {
        reservationNumber: '40749366',
        reservationStatus: 8,
        hotel: 'The Estates Los Cabos',
        ...cabos,
        numberOfAdults: 2,
        numberOfChildren: 1,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'Three Bedroom Residence',
      },
      {
        reservationNumber: '40803371',
        reservationStatus: 2,
        hotel: 'Grand Luxxe Nuevo Vallarta',
        ...reservation(now, 150, 5),
        numberOfAdults: 4,
        numberOfChildren: 0,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'Two Bedroom Loft',
      },
      {
        reservationNumber: '40788402',
        reservationStatus: 9,
        hotel: 'Mayan Palace Mazatlán',
        ...reservation(now, 90, 3),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'Studio',
      },
      {
        reservationNumber: '40702684',
        reservationStatus: 3,
        hotel: 'The Grand Mayan Los Cabos',
        ...reservation(now, -40, 7),
        numberOfAdults: 2,
        numberOfChildren: 1,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'Two Bedroom Master',
      },
      {
        reservationNumber: '40596120',
        reservationStatus: 7,
        hotel: 'Mayan Palace Acapulco',
        ...reservation(now, -300, 5),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'One Bedroom Master',
      },
      {
        reservationNumber: '40647553',
        reservationStatus: 5,
        hotel: 'The Grand Bliss Riviera Maya',
        ...reservation(now, -150, 4),
        numberOfAdults: 2,
        numberOfChildren: 0,
        guest: 'Maria Lopez',
        leadLastName: 'Lopez',
        roomType: 'One Bedroom Master',
      },
    ],
    threads: [
      {
        messageType: 'alert',
        reason: null,
        subject: 'Your contract MPA-059384 has been blocked',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -10, 14),
            message:
              '<p>Dear Maria,</p>' +
              '<p>Your contract <strong>MPA-059384</strong> (Mayan Palace Acapulco) has been blocked because three monthly installments are past due. While it is blocked, online payments and new bookings for this contract are unavailable.</p>' +
              '<p>Please contact our Accounting team so we can help you bring your contract up to date.</p>',
          },
        ],
      },
      {
        messageType: 'alert',
        reason: null,
        subject: 'Renewal fee reminder',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -25, 15),
            message:
              '<p>Dear Maria,</p>' +
              `<p>The renewal fee of your contract <strong>GMY-311620</strong> for <strong>18,500.00 MXN</strong> is due on ${longDate(renewalDue, 'en')}. You can pay it under <strong>Other fees</strong> in My vacation payments.</p>`,
          },
        ],
      },
      {
        messageType: 'alert',
        reason: null,
        subject: 'A new card was saved to your profile',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -240, 17, 6),
            message:
              '<p>Dear Maria,</p>' +
              '<p>Your American Express card ending in <strong>0005</strong> was saved and set as your default card. If you did not make this change, please contact Member Care right away.</p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'A private chef at The Estates Los Cabos',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -1, 16),
            message:
              '<p>Make your next stay unforgettable: our private chefs will prepare a tasting menu in your residence, paired with wines from <strong>Valle de Guadalupe</strong>.</p>' +
              '<p><a href="https://www.example.com/experiences/private-chef">Book the experience</a></p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Celebrate the holidays in Nuevo Vallarta',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -60, 16),
            message:
              '<p>Lights over Banderas Bay, a festive dinner by the river pools and activities for the little ones. Book your holiday week early and enjoy <strong>complimentary breakfast</strong> for two.</p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'My contract',
        subject: 'Question about my blocked contract',
        isRead: false,
        entries: [
          {
            author: 'member',
            at: at(now, -9, 18, 30),
            message:
              'Hello, I received a notice that my Acapulco contract is blocked. I would like to pay the overdue installments. Can I do it online?',
          },
          {
            author: 'club',
            at: at(now, -8, 15, 10),
            message:
              '<p>Dear Ms. Lopez,</p>' +
              '<p>Thank you for reaching out. While a contract is blocked, overdue installments cannot be paid online. Our Accounting team can take the payment by phone and unblock your contract the same day.</p>' +
              '<p>Would you like us to call you?</p>',
          },
          {
            author: 'member',
            at: at(now, -8, 19, 0),
            message: 'Yes, please. Mornings are best for me, at +1 210 555 0177.',
          },
          {
            author: 'club',
            at: at(now, -7, 14, 25),
            message:
              '<p>Dear Ms. Lopez,</p>' +
              '<p>Noted. An Accounting advisor will call you on the next business day between 9 and 11 AM (CST). Please have your card at hand.</p>' +
              '<p>Kind regards,</p><p>Member Care</p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Reservations',
        subject: 'Airport transportation in Los Cabos',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -30, 20, 15),
            message: `Hi, we arrive at The Estates Los Cabos on ${longDate(cabos.arrivingDate, 'en')}. Could you arrange transportation from the airport for 3 people?`,
          },
          {
            author: 'club',
            at: at(now, -29, 16, 40),
            message:
              '<p>Dear Ms. Lopez,</p>' +
              `<p>Of course. We have booked a private transfer from Los Cabos International Airport (SJD) for three guests on ${longDate(cabos.arrivingDate, 'en')}. Our driver will wait for you at the exit with a sign with your name.</p>` +
              '<p>Have a wonderful stay,</p><p>Member Care</p>',
          },
          {
            author: 'member',
            at: at(now, -29, 18, 5),
            message: 'Perfect, thank you!',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Exchanges',
        subject: 'Depositing a week with Interval',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -70, 21, 0),
            message:
              'Hello, I would like to deposit one of my Grand Bliss Riviera Maya weeks with Interval International. What do I need to do?',
          },
          {
            author: 'club',
            at: at(now, -69, 15, 20),
            message:
              '<p>Dear Ms. Lopez,</p>' +
              '<p>Your Interval membership is active. Sign in at <a href="https://www.intervalworld.com">intervalworld.com</a>, choose <strong>Deposit</strong> and select The Grand Bliss Riviera Maya. Please make sure the usage fee of the contract is paid before depositing.</p>' +
              '<p>Kind regards,</p><p>Member Care</p>',
          },
        ],
      },
    ],
  };
}

// ====================================================================== not yet attached

function unattachedReservations(now: Date): ReservationPlan[] {
  return [
    {
      reservationNumber: '40821736',
      reservationStatus: 2,
      hotel: 'Grand Luxxe Nuevo Vallarta',
      ...reservation(now, 64, 5),
      numberOfAdults: 2,
      numberOfChildren: 0,
      guest: 'John Smith',
      leadLastName: 'Smith',
      roomType: 'One Bedroom Master',
    },
    {
      reservationNumber: '40824519',
      reservationStatus: 2,
      hotel: 'The Grand Bliss Nuevo Vallarta',
      ...reservation(now, 45, 4),
      numberOfAdults: 2,
      numberOfChildren: 2,
      guest: 'Ana García',
      leadLastName: 'García',
      roomType: 'Two Bedroom Master',
    },
    {
      reservationNumber: '40827058',
      reservationStatus: 8,
      hotel: 'Sea Garden Puerto Vallarta',
      ...reservation(now, 100, 6),
      numberOfAdults: 2,
      numberOfChildren: 0,
      guest: 'Maria Lopez',
      leadLastName: 'Lopez',
      roomType: 'One Bedroom Suite',
    },
    {
      reservationNumber: '40829941',
      reservationStatus: 2,
      hotel: 'Mayan Palace Puerto Peñasco',
      ...reservation(now, 27, 4),
      numberOfAdults: 2,
      numberOfChildren: 3,
      guest: 'Lucía Hernández',
      leadLastName: 'Hernández',
      roomType: 'Two Bedroom Master',
    },
  ];
}

// ====================================================================== builders

const MXN = 1;
const USD = 2;

/** Monthly installments on `schedule`'s day of the month, `months` relative to it. */
function installments(
  schedule: Date,
  installment: number,
  months: number[],
  options: { lateFee: number; today: Date; unavailableFrom: number },
): DueRow[] {
  const today = dateOnly(options.today);
  return months.map((month) => {
    const dueDate = dateOnly(addMonths(schedule, month));
    return {
      paymentType: 'monthly',
      amountDue: money(installment),
      invoiceAmount: money(installment),
      // Only installments already past their date carry a late fee.
      lateFee: money(dueDate < today ? options.lateFee : 0),
      dueDate,
      availableForPayment: month < options.unavailableFrom,
    };
  });
}

/**
 * One paid order per past installment, on its due date. A declined month gets a declined
 * attempt followed by a successful one the next day, as a member would retry.
 */
function monthlyHistory(options: {
  now: Date;
  schedule: Date;
  installment: number;
  currency: Currency;
  fromMonth: number;
  toMonth: number;
  /** Months whose installment rows are kept as due items paid by their order. */
  settledMonths: number[];
  declinedMonths: number[];
  declineMessage: string;
  card: (month: number, when: Date) => { cardToken: string | null; lastFour: string };
}): OrderPlan[] {
  const result: OrderPlan[] = [];
  for (let month = options.fromMonth; month <= options.toMonth; month++) {
    const dueDate = addMonths(options.schedule, month);
    let paidAt = withTime(dueDate, 16 + (Math.abs(month) % 6), (month * 17) % 60);
    if (options.declinedMonths.includes(month)) {
      result.push({
        paymentType: 'monthly',
        monthlyType: 'monthly',
        amount: options.installment,
        currency: options.currency,
        status: DECLINED,
        at: paidAt,
        ...options.card(month, paidAt),
        declineMessage: options.declineMessage,
        settles: [],
      });
      paidAt = new Date(paidAt.getTime() + DAY_MS + 2 * HOUR_MS);
    }
    const ageDays = (options.now.getTime() - paidAt.getTime()) / DAY_MS;
    result.push({
      paymentType: 'monthly',
      monthlyType: 'monthly',
      amount: options.installment,
      currency: options.currency,
      // Recent payments are still waiting for settlement with the bank.
      status: ageDays < 45 ? PAID : SETTLED,
      at: paidAt,
      ...options.card(month, paidAt),
      settles: options.settledMonths.includes(month)
        ? [
            {
              paymentType: 'monthly',
              amountDue: money(options.installment),
              invoiceAmount: money(options.installment),
              dueDate: dateOnly(dueDate),
            },
          ]
        : [],
    });
  }
  return result;
}

function reservation(now: Date, arrivingInDays: number, nights: number) {
  return { arrivingDate: dateOnly(addDays(now, arrivingInDays)), nights };
}

/** Stays are booked a few months ahead, and never after today. */
function bookedAt(now: Date, arrivingDate: string): Date {
  const booked = addDays(parseDate(arrivingDate), -90);
  return booked.getTime() < now.getTime() ? withTime(booked, 17, 0) : at(now, -14, 17);
}

// ====================================================================== small helpers
// (calendar and list helpers are the factories' own: db/factories)

function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** A moment `days` from now at the given UTC time, never later than now. */
function at(now: Date, days: number, hour: number, minute = 0): Date {
  const moment = withTime(addDays(now, days), hour, minute);
  return moment.getTime() > now.getTime() ? new Date(now.getTime() - 5 * MINUTE_MS) : moment;
}

/** `delay` after `moment`, but never in the future. */
function laterOf(moment: Date, now: Date, delay: number): Date {
  return new Date(Math.min(moment.getTime() + delay, now.getTime()));
}

function longDate(date: Date | string, language: 'en' | 'es'): string {
  const value = typeof date === 'string' ? parseDate(date) : date;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
}

function monthName(date: Date, language: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

function cardToken(): string {
  return `sbx_tok_${randomBytes(16).toString('hex')}`;
}

function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: nothing found for ${String(key)}`);
  return value;
}
