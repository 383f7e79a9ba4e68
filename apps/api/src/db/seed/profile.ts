import type { Database } from '../client.ts';
import { HOUR_MS } from '../factories/dates.ts';
import { idsInOrder, mustAt } from '../factories/lists.ts';
import { guestRows } from '../factories/profile.ts';
import { profileReviews } from '../schema/access.ts';
import { guests, messageEntries, messageThreads } from '../schema/club.ts';
import { laterOf } from './plans/helpers.ts';
import type { MemberPlan } from './plans/types.ts';

/** The member's own side of the demo members: guests and message threads with their entries. */
export async function seedProfile(
  tx: Database,
  plans: readonly MemberPlan[],
  now: Date,
): Promise<void> {
  // ---- guests and exchange memberships
  const guestList = plans.flatMap((plan) => guestRows(plan.userId, plan.guests));
  if (guestList.length > 0) await tx.insert(guests).values(guestList);

  // ---- contact details waiting for (or past) the agent's verification
  const reviewRows = plans.flatMap(({ userId, profileReview: review }) =>
    review
      ? [
          {
            userId,
            fields: review.fields,
            status: review.status,
            createdAt: new Date(now.getTime() - review.daysAgo * 24 * HOUR_MS),
            verifiedAt:
              review.status === 'verified'
                ? new Date(now.getTime() - (review.daysAgo - 2) * 24 * HOUR_MS)
                : null,
          },
        ]
      : [],
  );
  if (reviewRows.length > 0) await tx.insert(profileReviews).values(reviewRows);

  // ---- messages
  const threads = plans.flatMap((plan) => plan.threads.map((thread) => ({ plan, thread })));
  const threadRows = threads.map(({ plan, thread }) => {
    const first = mustAt(thread.entries, 0);
    const last = mustAt(thread.entries, thread.entries.length - 1);
    return {
      userId: plan.userId,
      messageType: thread.messageType,
      reason: thread.reason,
      subject: thread.subject,
      replied:
        thread.entries.some((entry) => entry.author === 'club') &&
        thread.entries.some((entry) => entry.author === 'member'),
      readAt: thread.isRead ? laterOf(last.at, now, 2 * HOUR_MS) : null,
      createdAt: first.at,
      updatedAt: last.at,
    };
  });
  const threadIds = idsInOrder(
    await tx.insert(messageThreads).values(threadRows).returning({ id: messageThreads.id }),
  );
  const entryRows = threads.flatMap(({ plan, thread }, threadIndex) => {
    const club = plan.language === 'es' ? 'Atención a Socios' : 'Member Care';
    const lastClubIndex = thread.entries.findLastIndex((entry) => entry.author === 'club');
    return thread.entries.map((entry, entryIndex) => {
      const isMember = entry.author === 'member';
      // An unread thread has its newest club entry unread; what came before was read.
      const isUnread = !isMember && !thread.isRead && entryIndex === lastClubIndex;
      return {
        threadId: mustAt(threadIds, threadIndex),
        author: entry.author,
        fromName: isMember ? plan.fullName : club,
        toName: isMember ? club : plan.fullName,
        message: entry.message,
        readAt: isMember ? entry.at : isUnread ? null : laterOf(entry.at, now, 3 * HOUR_MS),
        createdAt: entry.at,
      };
    });
  });
  await tx.insert(messageEntries).values(entryRows);
}
