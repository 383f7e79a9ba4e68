import { addDays, addMonths, dateOnly, startOfDay } from '../../factories/dates.ts';
import {
  at,
  cardToken,
  installments,
  longDate,
  money,
  monthlyHistory,
  reservation,
  USD,
} from './helpers.ts';
import { type CardRow, type ContractPlan, type MemberPlan, PAID, SETTLED } from './types.ts';

export function johnPlan(userId: number, now: Date): MemberPlan {
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
  // The sandbox declines this card (its test card 4000 0000 0000 0002): the demo's failed payment.
  const declining: CardRow = {
    ...billing,
    cardToken: cardToken(),
    cardType: 'Visa',
    lastFour: '0002',
    cardHolderName: 'JOHN SMITH',
    expMonth: 3,
    expYear: year + 1,
    isDefault: false,
    status: 1,
    createdAt: at(now, -90, 11),
    updatedAt: at(now, -90, 11),
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
    cards: [visa, mastercard, declining],
    guests: ['Emily Smith', 'Jacob Smith'],
    profileReview: { fields: ['home_phone'], daysAgo: 40, status: 'verified' },
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
              `<p>We have not yet received the installments of your contract <strong>GLX-104233</strong> that were due on ${longDate(addMonths(glxSchedule, -2), 'en')} and ${longDate(addMonths(glxSchedule, -1), 'en')}. A late fee of $30.60 USD has been added to each of them.</p>` +
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
              `<p>The usage fee of your contract <strong>GLX-104233</strong> for ${year + 1} is <strong>$1,895.00 USD</strong>, due on ${longDate(addDays(now, 45), 'en')}. You can pay it under <strong>Other fees</strong> in My vacation payments.</p>` +
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
