import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { messageThreads, threadNotes } from '../schema/club.ts';
import { cannedResponses } from '../schema/staff.ts';
import { insertThread } from './messages.ts';

type CannedInsert = typeof cannedResponses.$inferInsert;

/** A thread's message as far as the desk's state goes (author defaults to the club's). */
export interface DeskStateEntry {
  author?: string | null | undefined;
  createdAt?: Date | null | undefined;
}

/**
 * The desk's state of a support thread from its messages (issue 21), the rule the member flow
 * and the desk follow (modules/profile/messages-repository.ts, modules/inbox): the 24-hour clock
 * runs from the member's newest message (none: no clock), and the thread is open while the
 * member spoke last, waiting on the member once the club did. Entries without a time count in
 * the order given. Closing is the desk's act, never derived.
 */
export function deskStateOf(entries: readonly DeskStateEntry[]): {
  lastMemberMessageAt: Date | null;
  deskStatus: 'open' | 'waiting';
} {
  const timed = entries
    .map((entry, index) => ({
      isMember: entry.author === 'member',
      at: entry.createdAt?.getTime() ?? null,
      index,
    }))
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0) || a.index - b.index);
  const memberTimes = timed.flatMap((entry) =>
    entry.isMember && entry.at !== null ? [entry.at] : [],
  );
  const last = timed.at(-1);
  return {
    lastMemberMessageAt: memberTimes.length > 0 ? new Date(Math.max(...memberTimes)) : null,
    deskStatus: last && !last.isMember ? 'waiting' : 'open',
  };
}

/**
 * A member's support thread as the desk sees it (issue 21): `insertThread`'s thread and entries,
 * with the desk's state (`deskStateOf`) from its stored messages, unless the caller gives
 * `lastMemberMessageAt` or `deskStatus`. By default one member message, open, unassigned.
 */
export async function insertDeskThread(db: Database, values: Parameters<typeof insertThread>[1]) {
  const { thread, entries } = await insertThread(db, {
    entries: [{ author: 'member', message: 'Could you help me with my stay?', readAt: new Date() }],
    ...values,
  });
  const derived = deskStateOf(entries);
  const state = {
    lastMemberMessageAt:
      values.lastMemberMessageAt !== undefined
        ? values.lastMemberMessageAt
        : derived.lastMemberMessageAt,
    deskStatus: values.deskStatus ?? derived.deskStatus,
  };
  if (
    state.lastMemberMessageAt?.getTime() === thread.lastMemberMessageAt?.getTime() &&
    state.deskStatus === thread.deskStatus
  ) {
    return { thread, entries };
  }
  await db.update(messageThreads).set(state).where(eq(messageThreads.id, thread.id));
  return { thread: { ...thread, ...state }, entries };
}

export function cannedResponse(values: Partial<CannedInsert> = {}): CannedInsert {
  return {
    titleEn: 'Thank you',
    titleEs: 'Gracias',
    bodyEn: 'Thank you for writing to us.',
    bodyEs: 'Gracias por escribirnos.',
    ...values,
  };
}

export async function insertCannedResponses(db: Database, values: Partial<CannedInsert>[]) {
  if (values.length === 0) return [];
  return db.insert(cannedResponses).values(values.map(cannedResponse)).returning();
}

export async function insertThreadNote(
  db: Database,
  values: Pick<typeof threadNotes.$inferInsert, 'threadId' | 'staffId' | 'note'> &
    Partial<typeof threadNotes.$inferInsert>,
) {
  const [row] = await db.insert(threadNotes).values(values).returning();
  if (!row) throw new Error('thread note not created');
  return row;
}
