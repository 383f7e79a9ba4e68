import type { Language } from '@mp/contract/constants';
import { MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import type {
  contactBodySchema,
  Message,
  MessageThread,
  replyBodySchema,
} from '@mp/contract/profile/schemas';
import { canReply } from '@mp/contract/profile/threads';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import type { ReferenceService } from '../reference/reference-service.ts';
import { emitWebhook } from '../webhooks/webhook-emit.ts';
import {
  type EntryRow,
  findOwnThread,
  findThread,
  findThreadBySession,
  insertContactThread,
  insertMemberEntry,
  listThreads,
  listThreadsBySession,
  markThreadsRead,
  type ThreadListRow,
  unreadThreadIds,
} from './messages-repository.ts';
import { profileEmails } from './profile-emails.ts';
import { findMemberName } from './profile-repository.ts';

type ContactInput = z.output<typeof contactBodySchema>;
type ReplyInput = z.output<typeof replyBodySchema>;

/** Club messages may hold HTML: it leaves the server through the same allow-list as the FAQs. */
const shown = (author: string, message: string) =>
  author === 'club' ? sanitizeRichText(message) : message;

function toMessage(thread: ThreadListRow): Message {
  return {
    id: thread.id,
    reason: thread.reason,
    date: thread.updatedAt.toISOString(),
    from_name: thread.latestFrom,
    to_name: thread.latestTo,
    subject: thread.subject,
    message: shown(thread.latestAuthor, thread.latestMessage),
    author: thread.latestAuthor === 'club' ? 'club' : 'member',
    replied: thread.replied,
    read_at: thread.readAt?.toISOString() ?? null,
    unread_messages: thread.unreadIds,
    nr_of_messages: thread.count,
    message_type: thread.messageType as Message['message_type'],
  };
}

function toConversation(entry: EntryRow): MessageThread['conversations'][number] {
  return {
    id: entry.id,
    author: entry.author === 'club' ? 'club' : 'member',
    from_name: entry.fromName,
    to_name: entry.toName,
    message: shown(entry.author, entry.message),
    date: entry.createdAt.toISOString(),
    read_at: entry.readAt?.toISOString() ?? null,
  };
}

function toThread({
  thread,
  entries,
}: {
  thread?: ThreadListRow;
  entries: EntryRow[];
}): MessageThread {
  // Another member's thread answers exactly as a missing one.
  if (!thread) throw new AppError(404, 'not_found');
  return { ...toMessage(thread), conversations: entries.map(toConversation) };
}

/** The message centre (spec §4 "Messages") and the contact form's support threads. */
export function createMessagesService(
  { db, config, kickMail }: Pick<AppContext, 'db' | 'config' | 'kickMail'>,
  reference: Pick<ReferenceService, 'isContactReason'>,
) {
  return {
    /** The message centre of the member whose token this is; undefined: no live session. */
    async list(accessTokenHash: string): Promise<Message[] | undefined> {
      return (await listThreadsBySession(db, accessTokenHash))?.map(toMessage);
    },

    /** One thread and its messages; undefined: no live session. */
    async thread(accessTokenHash: string, threadId: number): Promise<MessageThread | undefined> {
      const found = await findThreadBySession(db, accessTokenHash, threadId);
      return found && toThread(found);
    },

    async markAsRead(userId: number, threadId: number) {
      if (!(await findOwnThread(db, userId, threadId))) throw new AppError(404, 'not_found');
      await markThreadsRead(db, [threadId], new Date());
    },

    async markAllAsRead(userId: number) {
      await db.transaction(async (tx) => {
        await markThreadsRead(tx, await unreadThreadIds(tx, userId), new Date());
      });
      return (await listThreads(db, userId)).map(toMessage);
    },

    /** Spec §3 reply body; the member writes as themselves, on the thread's own type. */
    async reply(userId: number, threadId: number, body: ReplyInput, lang: Language) {
      if (body.id !== undefined && body.id !== threadId) {
        throw new AppError(400, 'validation_failed', { fields: { id: ['invalid'] } });
      }
      const [own, member] = await Promise.all([
        findOwnThread(db, userId, threadId),
        findMemberName(db, userId),
      ]);
      if (!own || !member) throw new AppError(404, 'not_found');
      if (!canReply(own.messageType as Message['message_type'])) {
        throw new AppError(403, 'reply_not_offered');
      }
      await insertMemberEntry(db, {
        threadId,
        fromName: member,
        toName: MEMBER_CARE_NAME[lang],
        message: body.message,
        now: new Date(),
      });
      return toThread(await findThread(db, userId, threadId));
    },

    /**
     * Spec §3 contact message: a new support thread in the member's message centre, and an
     * acknowledgement to the address given (answered within 24 hours).
     */
    async sendContactMessage(userId: number, body: ContactInput, lang: Language) {
      if (!(await reference.isContactReason(body.reason))) {
        throw new AppError(400, 'validation_failed', { fields: { reason: ['invalid'] } });
      }
      const id = await db.transaction(async (tx) => {
        const threadId = await insertContactThread(tx, {
          userId,
          reason: body.reason,
          subject: body.subject || body.reason,
          email: body.from,
          phone: body.phone,
          needToContactMe: body.need_to_contact_me,
          fromName: body.from_name,
          toName: MEMBER_CARE_NAME[lang],
          message: body.message,
        });
        await enqueueEmail(tx, {
          to: body.from,
          template: 'contact_ack',
          ...profileEmails.contactAcknowledgement(lang, body.from_name, {
            reason: body.reason,
            phone: body.phone,
            callBack: body.need_to_contact_me,
            messagesUrl: `${config.publicUrl}/messages/${threadId}`,
          }),
        });
        await emitWebhook(tx, 'thread.opened', { threadId });
        return threadId;
      });
      kickMail();
      return { id };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
