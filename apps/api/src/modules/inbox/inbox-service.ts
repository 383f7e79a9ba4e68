import type { Language } from '@mp/contract/constants';
import { INBOX_PAGE_SIZE, type ThreadDeskStatus } from '@mp/contract/inbox/constants';
import type {
  CannedResponse,
  cannedResponseBodySchema,
  StaffDirectoryEntry,
  ThreadDetail,
  ThreadList,
  ThreadSummary,
  threadsQuerySchema,
} from '@mp/contract/inbox/schemas';
import { MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import { DESK_ANSWER_HOURS } from '@mp/contract/staff/constants';
import { isStaffRole } from '@mp/contract/staff/permissions';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { cannedResponses } from '../../db/schema/staff.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { inboxEmails } from './inbox-emails.ts';
import {
  countDeskThreads,
  type DeskThreadDetailRow,
  type DeskThreadRow,
  deleteCannedResponse,
  findDeskThread,
  findEnabledStaff,
  insertCannedResponse,
  insertClubReply,
  insertThreadNote,
  listCannedResponses,
  listDeskThreads,
  listEnabledStaff,
  listMemberContracts,
  listThreadEntries,
  listThreadNotes,
  updateCannedResponse,
  updateDeskState,
} from './inbox-repository.ts';
import { previewOf, replyHtml } from './inbox-text.ts';

type ThreadsQuery = z.output<typeof threadsQuerySchema>;
type CannedInput = z.output<typeof cannedResponseBodySchema>;

/** Who acts, for the audit log: the staff caller and the request. */
export interface DeskActor {
  staff: StaffCaller;
  caller: Caller;
  requestId: string;
}

const HOUR_MS = 3_600_000;
const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');
const fullName = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();
const deskStatusOf = (value: string): ThreadDeskStatus =>
  value === 'waiting' || value === 'closed' ? value : 'open';

/** Spec 1 §9: the member is answered within 24 hours of their last message. */
function clock(row: { deskStatus: string; lastMemberMessageAt: Date | null }, now: Date) {
  if (!row.lastMemberMessageAt) return { due_at: null, is_overdue: false };
  const due = new Date(row.lastMemberMessageAt.getTime() + DESK_ANSWER_HOURS * HOUR_MS);
  return {
    due_at: due.toISOString(),
    is_overdue: deskStatusOf(row.deskStatus) === 'open' && due.getTime() < now.getTime(),
  };
}

function toSummary(row: DeskThreadRow, now: Date): ThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    reason: row.reason,
    member: {
      id: row.userId,
      member_id: row.vidaMemberId,
      name: fullName(row),
      language: languageOf(row.languageId),
    },
    status: deskStatusOf(row.deskStatus),
    assigned_to:
      row.assigneeId !== null && row.assigneeName !== null
        ? { id: row.assigneeId, name: row.assigneeName }
        : null,
    last_member_message_at: row.lastMemberMessageAt?.toISOString() ?? null,
    ...clock(row, now),
    updated_at: row.updatedAt.toISOString(),
    preview: previewOf(row.latestMessage, row.latestAuthor),
  };
}

function toCanned(row: typeof cannedResponses.$inferSelect): CannedResponse {
  return {
    id: row.id,
    title_en: row.titleEn,
    title_es: row.titleEs,
    body_en: row.bodyEn,
    body_es: row.bodyEs,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The desk's inbox (STAFF.md "Inbox"): members' support threads and what the club does with them. */
export function createInboxService({
  db,
  config,
  kickMail,
}: Pick<AppContext, 'db' | 'config' | 'kickMail'>) {
  async function supportThread(database: Database, threadId: number) {
    const row = await findDeskThread(database, threadId);
    // Alerts and marketing are not the desk's: they answer as an unknown id.
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  /** The thread as the desk sees it: four queries whatever its length. */
  async function detail(threadId: number, known?: DeskThreadDetailRow): Promise<ThreadDetail> {
    const [row, entries, notes] = await Promise.all([
      known ?? supportThread(db, threadId),
      listThreadEntries(db, threadId),
      listThreadNotes(db, threadId),
    ]);
    const contracts = await listMemberContracts(db, row.userId);
    const summary = toSummary(row, new Date());
    return {
      ...summary,
      member: {
        ...summary.member,
        email: row.email,
        contracts: contracts.map((c) => ({
          contract_number: c.contractNumber,
          resort: c.resort,
          status: c.status,
        })),
      },
      created_at: row.createdAt.toISOString(),
      closed_at: row.closedAt?.toISOString() ?? null,
      contact_email: row.contactEmail,
      contact_phone: row.contactPhone,
      need_to_contact_me: row.needToContactMe,
      entries: entries.map((entry) => ({
        id: entry.id,
        author: entry.author === 'club' ? 'club' : 'member',
        from_name: entry.fromName,
        staff:
          entry.staffId !== null && entry.staffName !== null
            ? { id: entry.staffId, name: entry.staffName }
            : null,
        // The member side's rule: club messages through the allow-list, member text as is.
        message: entry.author === 'club' ? sanitizeRichText(entry.message) : entry.message,
        created_at: entry.createdAt.toISOString(),
        read_at: entry.readAt?.toISOString() ?? null,
      })),
      notes: notes.map((note) => ({
        id: note.id,
        staff: { id: note.staffId, name: note.staffName },
        note: note.note,
        created_at: note.createdAt.toISOString(),
      })),
    };
  }

  const auditEntry = (
    actor: DeskActor,
    userId: number | null,
    detail: Record<string, unknown>,
  ) => ({
    userId,
    caller: actor.caller,
    requestId: actor.requestId,
    detail,
  });

  return {
    async list(query: ThreadsQuery, staff: StaffCaller): Promise<ThreadList> {
      const filter = {
        status: query.status,
        assigned: query.assigned,
        staffId: staff.staffId,
        reason: query.reason,
        language: query.language,
      };
      const [rows, total] = await Promise.all([
        listDeskThreads(db, filter, {
          limit: INBOX_PAGE_SIZE,
          offset: (query.page - 1) * INBOX_PAGE_SIZE,
        }),
        countDeskThreads(db, filter),
      ]);
      const now = new Date();
      return {
        items: rows.map((row) => toSummary(row, now)),
        total,
        page: query.page,
        page_size: INBOX_PAGE_SIZE,
      };
    },

    /** A view of the member's thread is a view of their record: audited (STAFF.md). */
    async thread(threadId: number, actor: DeskActor): Promise<ThreadDetail> {
      const row = await supportThread(db, threadId);
      await audit(db, 'thread_viewed', auditEntry(actor, row.userId, { thread_id: threadId }));
      return detail(threadId, row);
    },

    /**
     * The club's answer: in the member's message centre, unread, signed by the club's team in
     * the member's language as the member side signs club messages; an e-mail in the member's
     * language says there is an answer (the answer itself stays behind the sign-in).
     */
    async reply(threadId: number, message: string, actor: DeskActor): Promise<ThreadDetail> {
      await db.transaction(async (tx) => {
        const row = await supportThread(tx, threadId);
        const lang = languageOf(row.languageId);
        const memberName = fullName(row);
        await insertClubReply(tx, {
          threadId,
          staffId: actor.staff.staffId,
          fromName: MEMBER_CARE_NAME[lang],
          toName: memberName,
          message: replyHtml(message),
          now: new Date(),
        });
        await enqueueEmail(tx, {
          // The way back the member gave with the message, else their account's address.
          to: row.contactEmail || row.email,
          template: 'thread_reply',
          ...inboxEmails.replied(lang, row.firstName, {
            subject: row.subject,
            threadUrl: `${config.publicUrl}/messages/${threadId}`,
          }),
        });
        await audit(tx, 'thread_replied', auditEntry(actor, row.userId, { thread_id: threadId }));
      });
      kickMail();
      return detail(threadId);
    },

    async addNote(threadId: number, note: string, actor: DeskActor): Promise<ThreadDetail> {
      await db.transaction(async (tx) => {
        const row = await supportThread(tx, threadId);
        await insertThreadNote(tx, { threadId, staffId: actor.staff.staffId, note });
        await audit(
          tx,
          'thread_note_added',
          auditEntry(actor, row.userId, { thread_id: threadId }),
        );
      });
      return detail(threadId);
    },

    /**
     * Oneself or nobody with thread:assign_self (the route's permission); anyone else needs
     * thread:assign_others, and must be an enabled staff account.
     */
    async assign(
      threadId: number,
      staffId: number | null,
      actor: DeskActor,
    ): Promise<ThreadDetail> {
      if (
        staffId !== null &&
        staffId !== actor.staff.staffId &&
        !actor.staff.permissions.includes('thread:assign_others')
      ) {
        throw new AppError(403, 'inbox_assign_others_forbidden');
      }
      await db.transaction(async (tx) => {
        const row = await supportThread(tx, threadId);
        if (staffId !== null && !(await findEnabledStaff(tx, staffId))) {
          throw new AppError(400, 'inbox_assignee_invalid', {
            fields: { staff_id: ['inbox_assignee_invalid'] },
          });
        }
        await updateDeskState(tx, threadId, { assignedStaffId: staffId });
        await audit(
          tx,
          'thread_assigned',
          auditEntry(actor, row.userId, {
            thread_id: threadId,
            from_staff_id: row.assigneeId,
            to_staff_id: staffId,
          }),
        );
      });
      return detail(threadId);
    },

    /** Close, or reopen: the thread owes the member an answer again. */
    async setStatus(
      threadId: number,
      status: 'open' | 'closed',
      actor: DeskActor,
    ): Promise<ThreadDetail> {
      await db.transaction(async (tx) => {
        const row = await supportThread(tx, threadId);
        const current = deskStatusOf(row.deskStatus);
        if (current === status) return;
        await updateDeskState(
          tx,
          threadId,
          status === 'closed'
            ? { deskStatus: 'closed', closedAt: new Date() }
            : { deskStatus: 'open', closedAt: null },
        );
        await audit(
          tx,
          status === 'closed' ? 'thread_closed' : 'thread_reopened',
          auditEntry(actor, row.userId, { thread_id: threadId, from_status: current }),
        );
      });
      return detail(threadId);
    },

    async directory(): Promise<StaffDirectoryEntry[]> {
      const rows = await listEnabledStaff(db);
      return rows.flatMap((row) =>
        isStaffRole(row.role) ? [{ id: row.id, name: row.name, role: row.role }] : [],
      );
    },

    async cannedResponses(): Promise<CannedResponse[]> {
      return (await listCannedResponses(db)).map(toCanned);
    },

    async createCanned(body: CannedInput, actor: DeskActor): Promise<CannedResponse> {
      return db.transaction(async (tx) => {
        const row = await insertCannedResponse(tx, cannedValues(body, actor));
        await audit(tx, 'canned_response_created', auditEntry(actor, null, { canned_id: row.id }));
        return toCanned(row);
      });
    },

    async updateCanned(id: number, body: CannedInput, actor: DeskActor): Promise<CannedResponse> {
      return db.transaction(async (tx) => {
        const row = await updateCannedResponse(tx, id, cannedValues(body, actor));
        if (!row) throw new AppError(404, 'not_found');
        await audit(tx, 'canned_response_updated', auditEntry(actor, null, { canned_id: id }));
        return toCanned(row);
      });
    },

    async deleteCanned(id: number, actor: DeskActor): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteCannedResponse(tx, id))) throw new AppError(404, 'not_found');
        await audit(tx, 'canned_response_deleted', auditEntry(actor, null, { canned_id: id }));
      });
    },
  };
}

function cannedValues(body: CannedInput, actor: DeskActor) {
  return {
    titleEn: body.title_en,
    titleEs: body.title_es,
    bodyEn: body.body_en,
    bodyEs: body.body_es,
    sortOrder: body.sort_order,
    updatedByStaffId: actor.staff.staffId,
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
