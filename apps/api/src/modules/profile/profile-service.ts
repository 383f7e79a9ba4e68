import type { Language } from '@mp/contract/constants';
import type { ContractSummary, Profile } from '@mp/contract/profile/schemas';
import type { AppContext } from '../../app-context.ts';
import type { contracts } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ReferenceService } from '../reference/reference-service.ts';
import { findProfileRow, listVisibleContracts } from './profile-repository.ts';

type ContractRow = typeof contracts.$inferSelect;

/** numeric(12,2) arrives as a string; the wire carries numbers with 2 decimals. */
const money = (value: string) => Number(value);

export function toContractSummary(row: ContractRow): ContractSummary {
  return {
    contract_id: row.id,
    contract_number: row.contractNumber,
    contract_status: row.contractStatus as ContractSummary['contract_status'],
    resort: row.resort,
    user_id: row.userId,
    currency_id: row.currencyId,
    affiliation: row.affiliation,
    finance: money(row.finance),
    balance: money(row.balance),
    loan_payment_amount: money(row.loanPaymentAmount),
    pay_in_full: money(row.payInFull),
    maintenance_fee: money(row.maintenanceFee),
    room_type: row.roomType,
    contract_date: Math.floor(Date.parse(`${row.contractDate}T00:00:00Z`) / 1000),
    total_weeks: row.totalWeeks,
    used_weeks: row.usedWeeks,
    weeks_available: Math.max(0, row.totalWeeks - row.usedWeeks),
  };
}

/** The member's profile (spec §4): their details, visible contracts, counters and the FAQs. */
export function createProfileService(
  { db }: Pick<AppContext, 'db'>,
  reference: Pick<ReferenceService, 'faqs'>,
) {
  return {
    async get(userId: number, lang: Language, now = new Date()): Promise<Profile> {
      const today = now.toISOString().slice(0, 10);
      const [row, contractRows, faqList] = await Promise.all([
        findProfileRow(db, userId, today),
        listVisibleContracts(db, userId),
        reference.faqs(lang),
      ]);
      if (!row) throw new AppError(404, 'not_found');
      const { user, record } = row;
      const guestList = typeof row.guests === 'string' ? JSON.parse(row.guests) : row.guests;
      return {
        user_id: user.id,
        // Spec: the member id shows once the membership is confirmed.
        vida_member_id: user.memberConfirmedAt ? user.vidaMemberId : null,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        address_line_1: user.addressLine1,
        address_line_2: user.addressLine2,
        mobile_phone: user.mobilePhone,
        home_phone: user.homePhone,
        all_communications: user.allCommunications,
        monthly_communications: user.monthlyCommunications,
        language_id: user.languageId === 'es' ? 'es' : 'en',
        resort_name: record?.resortName ?? contractRows[0]?.resort ?? null,
        contracts: contractRows.map(toContractSummary),
        faqs: faqList,
        unread_messages: row.unread,
        guests: (guestList as { id: number | string; name: string }[]).map((g) => ({
          id: Number(g.id),
          name: g.name,
        })),
        country: user.country,
        state: user.state,
        states: user.state,
        city: user.city,
        postal_code: user.postalCode,
        payments: row.pending,
        affiliation: record?.affiliation ?? contractRows[0]?.affiliation ?? null,
        updated_at: user.updatedAt.toISOString(),
      };
    },
  };
}
