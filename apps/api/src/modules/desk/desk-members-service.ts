import { VERIFY_LINK_TTL_MINUTES } from '@mp/contract/access/constants';
import type { Language } from '@mp/contract/constants';
import { readLookupQuery } from '@mp/contract/desk/lookup';
import type {
  DeskMemberPage,
  MemberActionResult,
  MemberLookupItem,
} from '@mp/contract/desk/schemas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { accessEmails } from '../access/access-emails.ts';
import { revokeSessions } from '../access/accounts-repository.ts';
import { verificationLink } from '../access/verification-link.ts';
import {
  countLiveSessions,
  lookupMembers,
  memberContracts,
  memberPayments,
  memberReservations,
  memberSessions,
  memberThreads,
} from './desk-members-repository.ts';
import { findPendingReviewOf, findUserRow, updateUser } from './desk-repository.ts';
import { type Acting, toMemberRef, toReview } from './desk-service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The member lookup, the member's page and the actions on an account (issue 21). */
export function createDeskMembersService(ctx: Pick<AppContext, 'db' | 'config' | 'kickMail'>) {
  const { db, config } = ctx;

  async function memberOrThrow(id: number) {
    const user = await findUserRow(db, id);
    if (!user) throw new AppError(404, 'not_found');
    return user;
  }

  async function stateOf(id: number): Promise<MemberActionResult> {
    const [user, live] = await Promise.all([memberOrThrow(id), countLiveSessions(db, id)]);
    return {
      id: user.id,
      disabled: user.disabledAt !== null,
      email_verified: user.emailVerifiedAt !== null,
      live_sessions: live,
    };
  }

  return {
    async lookup(q: string): Promise<MemberLookupItem[]> {
      const rows = await lookupMembers(db, readLookupQuery(q));
      return rows.map((row) => ({
        ...toMemberRef(row),
        email_verified: row.emailVerifiedAt !== null,
        disabled: row.disabledAt !== null,
      }));
    },

    /** The member's record, read-only; the view and its reason are audited first. */
    async page(id: number, reason: string, acting: Acting): Promise<DeskMemberPage> {
      const user = await memberOrThrow(id);
      await audit(db, 'member_viewed', {
        userId: id,
        caller: acting.caller,
        requestId: acting.requestId,
        reason,
      });
      const [contracts, payments, reservations, threads, sessions, review] = await Promise.all([
        memberContracts(db, id),
        memberPayments(db, id),
        memberReservations(db, id),
        memberThreads(db, id),
        memberSessions(db, id),
        findPendingReviewOf(db, id),
      ]);
      return {
        member: {
          ...toMemberRef(user),
          member_confirmed: user.memberConfirmedAt !== null,
          email_verified: user.emailVerifiedAt !== null,
          disabled_at: user.disabledAt ? iso(user.disabledAt) : null,
          created_at: iso(user.createdAt),
          home_phone: user.homePhone,
          mobile_phone: user.mobilePhone,
          address_line_1: user.addressLine1,
          address_line_2: user.addressLine2,
          city: user.city,
          state: user.state,
          country: user.country,
          postal_code: user.postalCode,
          all_communications: user.allCommunications,
          monthly_communications: user.monthlyCommunications,
        },
        contracts: contracts.map((c) => ({
          id: c.id,
          contract_number: c.contractNumber,
          contract_status: c.contractStatus,
          resort: c.resort,
          currency_id: c.currencyId,
          balance: Number(c.balance),
          room_type: c.roomType,
        })),
        payments: payments.map((p) => ({
          id: p.id,
          created_at: iso(p.createdAt),
          status: p.status,
          amount: Number(p.amount),
          currency: p.currency,
          reference: p.reference,
          contract_number: p.contractNumber,
          last_four: p.lastFour,
        })),
        reservations: reservations.map((r) => ({
          id: r.id,
          reservation_number: r.reservationNumber,
          reservation_status: r.reservationStatus,
          hotel: r.hotel,
          arriving_date: r.arrivingDate,
          departing_date: r.departingDate,
        })),
        threads: threads.map((t) => ({
          id: t.id,
          message_type: t.messageType,
          subject: t.subject,
          desk_status: t.deskStatus,
          updated_at: iso(t.updatedAt),
        })),
        sessions: sessions.map((s) => ({
          created_at: iso(s.createdAt),
          expires_at: iso(s.expiresAt),
        })),
        pending_review: review ? toReview(review) : null,
      };
    },

    /** The access module's verification e-mail again, in the member's language. */
    async resendVerification(id: number, acting: Acting): Promise<MemberActionResult> {
      const user = await memberOrThrow(id);
      if (user.emailVerifiedAt) throw new AppError(409, 'member_already_verified');
      const lang: Language = user.languageId === 'es' ? 'es' : 'en';
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: user.email,
          template: 'verify_resend',
          ...accessEmails.verifyEmail(
            lang,
            user.firstName,
            verificationLink(config.publicUrl, config.secret, user),
            VERIFY_LINK_TTL_MINUTES,
            true,
          ),
        });
        await audit(tx, 'member_verification_resent', {
          userId: id,
          caller: acting.caller,
          requestId: acting.requestId,
        });
      });
      ctx.kickMail();
      return stateOf(id);
    },

    async endSessions(id: number, acting: Acting): Promise<MemberActionResult> {
      await memberOrThrow(id);
      await db.transaction(async (tx) => {
        await revokeSessions(tx, { userId: id }, 'ended_by_staff');
        await audit(tx, 'member_sessions_ended', {
          userId: id,
          caller: acting.caller,
          requestId: acting.requestId,
        });
      });
      return stateOf(id);
    },

    /** A disabled member is signed out at once: every session ends with the switch. */
    async setDisabled(id: number, disabled: boolean, acting: Acting): Promise<MemberActionResult> {
      const user = await memberOrThrow(id);
      await db.transaction(async (tx) => {
        if (disabled) {
          if (!user.disabledAt) await updateUser(tx, id, { disabledAt: new Date() });
          await revokeSessions(tx, { userId: id }, 'account_disabled');
        } else if (user.disabledAt) {
          await updateUser(tx, id, { disabledAt: null });
        }
        await audit(tx, disabled ? 'member_disabled' : 'member_enabled', {
          userId: id,
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { was_disabled: user.disabledAt !== null },
        });
      });
      return stateOf(id);
    },
  };
}
