import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/access.ts';
import type { AccessAuditEvent } from '../modules/access/access-audit-events.ts';
import type { BroadcastsAuditEvent } from '../modules/broadcasts/broadcasts-audit-events.ts';
import type { ClubdataAuditEvent } from '../modules/clubdata/clubdata-audit-events.ts';
import type { ContentAuditEvent } from '../modules/content/content-audit-events.ts';
import type { DeskAuditEvent } from '../modules/desk/desk-audit-events.ts';
import type { InboxAuditEvent } from '../modules/inbox/inbox-audit-events.ts';
import type { JobsAuditEvent } from '../modules/jobs/jobs-audit-events.ts';
import type { OrdersAuditEvent } from '../modules/orders/orders-audit-events.ts';
import type { PaymentsAuditEvent } from '../modules/payments/payments-audit-events.ts';
import type { ProfileAuditEvent } from '../modules/profile/profile-audit-events.ts';
import type { StaffAuditEvent } from '../modules/staff/staff-audit-events.ts';
import type { WebhooksAuditEvent } from '../modules/webhooks/webhooks-audit-events.ts';
import type { Caller } from './http/caller.ts';

/** Every event the log knows: each area declares its own, in its module's folder. */
export type AuditEvent =
  | AccessAuditEvent
  | ProfileAuditEvent
  | PaymentsAuditEvent
  | StaffAuditEvent
  | InboxAuditEvent
  | BroadcastsAuditEvent
  | ContentAuditEvent
  | WebhooksAuditEvent
  | DeskAuditEvent
  | ClubdataAuditEvent
  | JobsAuditEvent
  | OrdersAuditEvent;

/**
 * Security events per member and every staff action (SECURITY.md, STAFF.md). `userId` is the
 * member concerned; `caller` who acted (a staff caller is recorded as staff; without one, the
 * member when there is a member, else anonymous). Without a signed-in caller, `staffId` names the
 * staff account concerned (a sign-in to it, its setup link used: recorded as staff), and
 * `actor: 'system'` says a command run on the server acted (`npm run staff:create`). `reason` is
 * what a staff view was for; `detail` never holds secrets, tokens or card data.
 */
export async function audit(
  db: Database,
  event: AuditEvent,
  entry: {
    userId?: number | null;
    ip?: string;
    detail?: Record<string, unknown>;
    caller?: Caller;
    staffId?: number;
    actor?: 'system';
    requestId?: string;
    reason?: string;
  },
): Promise<void> {
  const staffId = entry.caller?.kind === 'staff' ? entry.caller.staffId : (entry.staffId ?? null);
  const actor =
    entry.actor ??
    (staffId !== null
      ? 'staff'
      : entry.caller?.kind === 'member' || entry.userId != null
        ? 'member'
        : 'anonymous');
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
