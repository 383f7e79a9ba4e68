import type { Language } from '../../constants.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { DAY_MS } from '../../rules/club-date.ts';
import { HISTORY_STATUSES, HISTORY_WINDOW_DAYS } from '../constants.ts';
import type { ContractPayment, UserContract } from '../schemas.ts';

/** Spec §4: only payments created in the last 730 days with status 2 or 3, newest id first. */
export function historyPayments(
  payments: readonly ContractPayment[],
  now: Date,
): ContractPayment[] {
  const from = now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS;
  return payments
    .filter((p) => HISTORY_STATUSES.includes(p.status) && Date.parse(p.created_at) >= from)
    .sort((a, b) => b.id - a.id);
}

/** Spec §2 "Payment history": one entry per contract that is not cancelled. */
export function paymentHistory(
  contracts: readonly UserContract[],
  now: Date,
): { contract: UserContract; payments: ContractPayment[] }[] {
  return contracts
    .filter((contract) => contract.contract_status.toLowerCase() !== 'cancelled')
    .map((contract) => ({ contract, payments: historyPayments(contract.payments, now) }));
}

/** Spec §9: es DD-MM-YYYY, otherwise YYYY-MM-DD, on the member's calendar. */
export function formatHistoryDate(iso: string, lang: Language, timeZone?: string): string {
  const parts = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone && { timeZone }),
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return lang === 'es' ? `${day}-${month}-${year}` : `${year}-${month}-${day}`;
}
