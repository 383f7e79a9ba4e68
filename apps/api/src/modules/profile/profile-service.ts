import type { Language } from '@mp/contract/constants';
import { ADDRESS_FIELDS, addressIssues } from '@mp/contract/profile/address';
import {
  EMAIL_CHANGE_LINK_TTL_HOURS,
  type ProfileField,
  REVIEWED_PROFILE_FIELDS,
} from '@mp/contract/profile/constants';
import {
  changedProfileFields,
  mailedProfileChanges,
  type ProfileValues,
} from '@mp/contract/profile/profile-update';
import type {
  ContractSummary,
  emailChangeParamsSchema,
  emailChangeQuerySchema,
  PasswordChangeBody,
  Profile,
  ProfileUpdate,
} from '@mp/contract/profile/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseJsonColumn } from '../../db/json-object.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Member } from '../../platform/http/authenticate.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  findUserByEmail,
  findUserById,
  revokeSessions,
  type UserRow,
} from '../access/accounts-repository.ts';
import type { ReferenceService } from '../reference/reference-service.ts';
import { emitWebhook } from '../webhooks/webhook-emit.ts';
import { checkEmailChangeLink, emailChangeLink } from './email-change-link.ts';
import { profileEmails } from './profile-emails.ts';
import {
  applyEmailChange,
  type ContractSummaryRow,
  findEmailChange,
  findProfileBySession,
  findProfileByUser,
  insertEmailChange,
  insertProfileReview,
  type ProfileColumns,
  updateUserProfile,
} from './profile-repository.ts';

/** numeric(12,2) arrives as a string; the wire carries numbers with 2 decimals. */
const money = (value: string) => Number(value);

export function toContractSummary(
  row: ContractSummaryRow,
  roomTypeIn: (roomType: string) => string = (roomType) => roomType,
): ContractSummary {
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
    room_type: roomTypeIn(row.roomType),
    contract_date: Math.floor(Date.parse(`${row.contractDate}T00:00:00Z`) / 1000),
    total_weeks: row.totalWeeks,
    used_weeks: row.usedWeeks,
    weeks_available: Math.max(0, row.totalWeeks - row.usedWeeks),
  };
}

const languageOf = (user: UserRow): Language => (user.languageId === 'es' ? 'es' : 'en');
const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();

function valuesOfUser(user: UserRow): ProfileValues {
  return {
    email: user.email,
    home_phone: user.homePhone,
    mobile_phone: user.mobilePhone,
    address_line_1: user.addressLine1,
    address_line_2: user.addressLine2,
    country: user.country,
    state: user.state,
    city: user.city,
    postal_code: user.postalCode,
    language_id: languageOf(user),
    all_communications: user.allCommunications,
    monthly_communications: user.monthlyCommunications,
  };
}

/** The stored columns of the changed fields (the e-mail waits for its confirmation). */
function columnsOf(update: ProfileUpdate, fields: readonly ProfileField[]): ProfileColumns {
  const has = (field: ProfileField) => fields.includes(field);
  return {
    ...(has('home_phone') && { homePhone: update.home_phone ?? null }),
    ...(has('mobile_phone') && { mobilePhone: update.mobile_phone ?? null }),
    ...(has('address_line_1') && { addressLine1: update.address_line_1 }),
    ...(has('address_line_2') && { addressLine2: update.address_line_2 ?? null }),
    ...(has('country') && { country: update.country ?? null }),
    ...(has('state') && { state: update.state ?? null }),
    ...(has('city') && { city: update.city ?? null }),
    ...(has('postal_code') && { postalCode: update.postal_code ?? null }),
    ...(has('language_id') && { languageId: update.language_id }),
    ...(has('all_communications') && { allCommunications: update.all_communications }),
    ...(has('monthly_communications') && {
      monthlyCommunications: update.monthly_communications,
    }),
  };
}

const reviewed: readonly ProfileField[] = REVIEWED_PROFILE_FIELDS;

const reviewValue = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/**
 * The reviewed fields' values before and after the edit, by the payload's names, for the desk
 * (issue 21). The e-mail's "after" is the address waiting for its confirmation.
 */
function reviewChange(user: UserRow, update: ProfileUpdate, fields: readonly ProfileField[]) {
  const before = valuesOfUser(user);
  return {
    fields: [...fields],
    previousValues: Object.fromEntries(fields.map((f) => [f, reviewValue(before[f])])),
    newValues: Object.fromEntries(fields.map((f) => [f, reviewValue(update[f])])),
  };
}

/**
 * The address as it would be stored, checked as the form checks it (addressIssues): line 1 with
 * an address, a state of the list for the US and Canada. Only when the update touches the
 * address or the country, so a language switch never trips over an old record.
 */
function checkAddress(user: UserRow, update: ProfileUpdate) {
  const touched = [...ADDRESS_FIELDS, 'country' as const].filter(
    (field) => update[field] !== undefined,
  );
  if (touched.length === 0) return;
  const stored = valuesOfUser(user);
  const sent = Object.fromEntries(touched.map((field) => [field, update[field]]));
  const issues = addressIssues({ ...stored, ...sent }, Boolean(stored.address_line_1?.trim()));
  const fields = Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, [key]]));
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation_failed', { fields });
}

/** The newest review, from its JSON (PGlite may hand it over as text). */
function reviewOf(
  value: { status: string; requested_at: string } | string | null,
): Profile['profile_review'] {
  if (!value) return null;
  const review = parseJsonColumn(value);
  return {
    status: review.status === 'verified' ? 'verified' : 'pending',
    requested_at: new Date(review.requested_at).toISOString(),
  };
}

/** The member's profile (spec §4): their details, visible contracts, counters and the FAQs. */
export function createProfileService(
  { db, config, kickMail }: Pick<AppContext, 'db' | 'config' | 'kickMail'>,
  reference: Pick<ReferenceService, 'faqs' | 'roomTypeIn'>,
) {
  /** The profile's answer from its row (undefined: no row), with the FAQs and room types. */
  async function profileOf(
    row: Awaited<ReturnType<typeof findProfileByUser>>,
    lang: Language,
  ): Promise<Profile | undefined> {
    if (!row) return undefined;
    const [faqList, roomTypeIn] = await Promise.all([
      reference.faqs(lang),
      reference.roomTypeIn(lang),
    ]);
    const contractRows = row.contracts;
    const { user, record } = row;
    const guestList = parseJsonColumn(row.guests);
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
      language_id: languageOf(user),
      resort_name: record?.resortName ?? contractRows[0]?.resort ?? null,
      contracts: contractRows.map((contract) => toContractSummary(contract, roomTypeIn)),
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
      pending_email: row.pendingEmail,
      profile_review: reviewOf(row.review),
    };
  }

  async function memberOrThrow(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(404, 'not_found');
    return user;
  }

  async function checkCurrentPassword(user: UserRow, password: string) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, 'old_password_wrong', {
        fields: { current_password: ['old_password_wrong'] },
      });
    }
  }

  /** The password part of an update or of the change-password call, inside its transaction. */
  async function storeNewPassword(
    tx: typeof db,
    user: UserRow,
    member: Member,
    passwordHash: string,
    ip: string,
  ) {
    await updateUserProfile(tx, user.id, { passwordHash });
    // SECURITY.md: a new password ends every other session; this one goes on.
    await revokeSessions(tx, { userId: user.id, except: member.sessionId }, 'password_changed');
    await enqueueEmail(tx, {
      to: user.email,
      template: 'password_changed',
      ...profileEmails.passwordChanged(languageOf(user), fullName(user)),
    });
    await audit(tx, 'password_changed', { userId: user.id, ip });
  }

  const service = {
    /**
     * Spec §4 profile update. Fields left out keep their value; nothing to change is 400
     * 'no_property_changed'. Contact details wait for an agent's review; a new e-mail address
     * takes effect once it confirms the signed link sent to it, and the old one is told.
     */
    async update(member: Member, update: ProfileUpdate, lang: Language, ip: string) {
      const user = await memberOrThrow(member.userId);
      checkAddress(user, update);
      const changed = changedProfileFields(valuesOfUser(user), update);
      const newPassword = update.current_password ? update.new_password : undefined;
      if (changed.length === 0 && !newPassword) throw new AppError(400, 'no_property_changed');
      if (update.current_password) await checkCurrentPassword(user, update.current_password);
      const newEmail = changed.includes('email') ? update.email : undefined;
      if (newEmail) {
        const holder = await findUserByEmail(db, newEmail);
        if (holder && holder.id !== user.id) {
          throw new AppError(400, 'email_already_used', {
            fields: { email: ['email_already_used'] },
          });
        }
      }
      const applied = changed.filter((field) => field !== 'email');
      const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
      // Mail goes out in the language the member now has.
      const mailLanguage = update.language_id ?? languageOf(user);
      const name = fullName(user);

      await db.transaction(async (tx) => {
        if (applied.length > 0) await updateUserProfile(tx, user.id, columnsOf(update, applied));
        const toReview = changed.filter((field) => reviewed.includes(field));
        if (toReview.length > 0) {
          await insertProfileReview(tx, user.id, reviewChange(user, update, toReview));
        }
        // Not for a new e-mail address alone: nothing changed until the new address confirms.
        const mailed = mailedProfileChanges(changed);
        if (mailed.length > 0) {
          await enqueueEmail(tx, {
            to: user.email,
            template: 'profile_updated',
            ...profileEmails.profileUpdated(mailLanguage, name, {
              fields: mailed,
              isReviewed: toReview.length > 0,
              accountUrl: `${config.publicUrl}/my-account`,
            }),
          });
        }
        if (changed.length > 0) {
          await audit(tx, 'profile_updated', { userId: user.id, ip, detail: { fields: changed } });
          await emitWebhook(tx, 'profile.changed', { userId: user.id, fields: applied });
        }
        if (passwordHash) await storeNewPassword(tx, user, member, passwordHash, ip);
        if (newEmail) {
          const change = await insertEmailChange(tx, {
            userId: user.id,
            newEmail,
            expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_HOURS * 3_600_000),
          });
          await enqueueEmail(tx, {
            to: newEmail,
            template: 'email_change_confirm',
            ...profileEmails.emailChangeConfirm(
              mailLanguage,
              name,
              emailChangeLink(config.publicUrl, config.secret, change),
            ),
          });
          await enqueueEmail(tx, {
            to: user.email,
            template: 'email_change_notice',
            ...profileEmails.emailChangeNotice(mailLanguage, name, newEmail),
          });
          await audit(tx, 'email_change_requested', { userId: user.id, ip });
        }
      });
      kickMail();
      return service.getForUser(user.id, lang);
    },

    /** Decision [10]: the change-password modal's call; a wrong current password is a 400. */
    async changePassword(member: Member, body: PasswordChangeBody, ip: string) {
      const user = await memberOrThrow(member.userId);
      await checkCurrentPassword(user, body.current_password);
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction((tx) => storeNewPassword(tx, user, member, passwordHash, ip));
      kickMail();
    },

    /** The signed link from the new address: the change takes effect, the old address is told. */
    async confirmEmailChange(
      params: z.output<typeof emailChangeParamsSchema>,
      query: z.output<typeof emailChangeQuerySchema>,
      ip: string,
    ) {
      const change = await findEmailChange(db, params.id);
      const check = checkEmailChangeLink(config.secret, { ...params, ...query }, change);
      if (check === 'tampered' || !change) throw new AppError(400, 'email_change_link_invalid');
      if (check === 'expired') throw new AppError(400, 'email_change_link_expired');
      const user = await memberOrThrow(change.userId);
      // A second click on the link that already worked says the same again.
      if (change.confirmedAt && user.email === change.newEmail) return { email: user.email };
      const holder = await findUserByEmail(db, change.newEmail);
      if (holder && holder.id !== user.id) {
        throw new AppError(400, 'email_already_used', {
          fields: { email: ['email_already_used'] },
        });
      }
      const applied = await db.transaction(async (tx) => {
        if (!(await applyEmailChange(tx, change))) return false;
        await enqueueEmail(tx, {
          to: user.email,
          template: 'email_changed',
          ...profileEmails.emailChanged(languageOf(user), fullName(user), change.newEmail),
        });
        await audit(tx, 'email_changed', { userId: user.id, ip });
        await emitWebhook(tx, 'profile.changed', { userId: user.id, fields: ['email'] });
        return true;
      });
      if (!applied) throw new AppError(400, 'email_change_link_invalid');
      kickMail();
      return { email: change.newEmail };
    },

    /**
     * The profile of the member whose access token this is, in one statement with the session
     * check (issue 23); undefined when the token names no live session (the route's 401).
     */
    async get(accessTokenHash: string, lang: Language, now = new Date()) {
      return profileOf(await findProfileBySession(db, accessTokenHash, clubToday(now)), lang);
    },

    /** The profile of a member known by id (the answer of an update). */
    async getForUser(userId: number, lang: Language, now = new Date()) {
      const profile = await profileOf(await findProfileByUser(db, userId, clubToday(now)), lang);
      if (!profile) throw new AppError(404, 'not_found');
      return profile;
    },
  };
  return service;
}
