import { addDays, addMonths, dateOnly, startOfDay } from '../../factories/dates.ts';
import {
  at,
  cardToken,
  installments,
  longDate,
  MXN,
  money,
  monthlyHistory,
  reservation,
  USD,
} from './helpers.ts';
import { type CardRow, type ContractPlan, type MemberPlan, SETTLED } from './types.ts';

export function mariaPlan(userId: number, now: Date): MemberPlan {
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
    profileReview: { fields: ['mobile_phone', 'address_line_2'], daysAgo: 1, status: 'pending' },
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
              `<p>The renewal fee of your contract <strong>GMY-311620</strong> for <strong>$18,500.00 MXN</strong> is due on ${longDate(renewalDue, 'en')}. You can pay it under <strong>Other fees</strong> in My vacation payments.</p>`,
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
