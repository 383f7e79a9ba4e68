import type { contracts, creditCards, dueItems } from '../../schema/club.ts';

/** The shape of a demo member's data, written per member in plans/<name>.ts. */
export type PaymentType = 'down' | 'monthly' | 'cash_out' | 'other_fees';
export type Currency = 'MXN' | 'USD';
export type DueRow = Omit<typeof dueItems.$inferInsert, 'contractId'>;
export type ContractRow = Omit<typeof contracts.$inferInsert, 'userId'> & {
  contractNumber: string;
};
export type CardRow = Omit<typeof creditCards.$inferInsert, 'userId'>;

/** Order statuses (schema): 2 paid, 3 paid and settled, 4 declined. */
export const PAID = 2;
export const SETTLED = 3;
export const DECLINED = 4;
export const APPROVED_MESSAGE = 'Request was processed successfully.';

export interface OrderPlan {
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

export interface ContractPlan {
  row: ContractRow;
  open: DueRow[];
  orders: OrderPlan[];
}

export interface ReservationPlan {
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

export interface EntryPlan {
  author: 'club' | 'member';
  message: string;
  at: Date;
}

export interface ThreadPlan {
  messageType: 'alert' | 'marketing' | 'support';
  reason: string | null;
  subject: string;
  isRead: boolean;
  entries: EntryPlan[];
}

export interface MemberPlan {
  userId: number;
  fullName: string;
  language: 'en' | 'es';
  contracts: ContractPlan[];
  cards: CardRow[];
  reservations: ReservationPlan[];
  guests: string[];
  /** Contact details changed recently and waiting for the agent's verification (spec §4). */
  profileReview?: { fields: string[]; daysAgo: number; status: 'pending' | 'verified' };
  exchanges: { membershipType: string; membershipNumber: string }[];
  threads: ThreadPlan[];
}
