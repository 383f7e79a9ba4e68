import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/access.ts';

export type AuditEvent =
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

/** Security events per member (SECURITY.md). `detail` never holds secrets, tokens or card data. */
export async function audit(
  db: Database,
  event: AuditEvent,
  entry: { userId?: number | null; ip?: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    event,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}
