import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/access.ts';
import type { DeskAuditEvent } from '../modules/desk/desk-audit-events.ts';
import type { InboxAuditEvent } from '../modules/inbox/inbox-audit-events.ts';
import type { StaffAuditEvent } from '../modules/staff/staff-audit-events.ts';
import type { Caller } from './http/caller.ts';

/** Every event the log knows: the member's (below) and each staff area's own list. */
export type AuditEvent = MemberAuditEvent | StaffAuditEvent | InboxAuditEvent | DeskAuditEvent;

type MemberAuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'register'
  | 'email_verified'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_reset_code_failed'
  | 'member_id_confirmed'
  | 'member_id_unlinked'
  | 'member_claim_code_sent'
  | 'member_claim_code_failed'
  | 'refresh_token_reused'
  | 'profile_updated'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'payment'
  | 'payment_declined'
  | 'payment_review'
  | 'payment_unconfirmed'
  | 'payment_cancelled'
  | 'payment_refund_due'
  | 'checkout_result_ignored'
  | 'card_saved'
  | 'card_updated'
  | 'card_removed'
  | 'checkout_rejected';

/**
 * Security events per member and every staff action (SECURITY.md, STAFF.md). `userId` is the
 * member concerned; `caller` who acted (a staff caller is recorded as staff; without one, the
 * member when there is a member, else anonymous); `reason` what a staff view was for. `detail`
 * never holds secrets, tokens or card data.
 */
export async function audit(
  db: Database,
  event: AuditEvent,
  entry: {
    userId?: number | null;
    ip?: string;
    detail?: Record<string, unknown>;
    caller?: Caller;
    requestId?: string;
    reason?: string;
  },
): Promise<void> {
  const staffId = entry.caller?.kind === 'staff' ? entry.caller.staffId : null;
  const actor =
    entry.caller?.kind === 'staff'
      ? 'staff'
      : entry.caller?.kind === 'member' || entry.userId != null
        ? 'member'
        : 'anonymous';
  await db.insert(auditLog).values({
    event,
    actor,
    staffId,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    reason: entry.reason ?? null,
    detail: entry.detail ?? {},
  });
}
