/** The inbox's business constants (issue 21, STAFF.md "Inbox"). */
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';

/**
 * The desk's state of a support thread: open (the club owes an answer), waiting (answered,
 * waiting on the member), closed. A member's message makes it open again.
 */
export const THREAD_DESK_STATUSES = ['open', 'waiting', 'closed'] as const;
export type ThreadDeskStatus = (typeof THREAD_DESK_STATUSES)[number];

/** What the desk may set by hand: close, or reopen (`waiting` follows a reply). */
export const THREAD_SETTABLE_STATUSES = ['open', 'closed'] as const;

/** The inbox's "whose" filter: the caller's threads, nobody's, or every one. */
export const THREAD_ASSIGNED_FILTERS = ['mine', 'unassigned', 'all'] as const;
export type ThreadAssignedFilter = (typeof THREAD_ASSIGNED_FILTERS)[number];

/** Threads a page of the inbox. */
export const INBOX_PAGE_SIZE = 25;
/** The highest page asked for (a bound on the offset, not on the inbox). */
export const INBOX_MAX_PAGE = 10_000;

/**
 * A desk reply has the member's own bound (decision [7]: 2,000 characters), so the
 * `message_max` text is true for both sides; a canned response is a reply's text.
 */
export const STAFF_REPLY_MAX_LENGTH = CONTACT_MESSAGE_MAX_LENGTH;
export const THREAD_NOTE_MAX_LENGTH = CONTACT_MESSAGE_MAX_LENGTH;
export const CANNED_TITLE_MAX_LENGTH = 128;
export const CANNED_BODY_MAX_LENGTH = STAFF_REPLY_MAX_LENGTH;
/** The list's preview of the newest message, in characters. */
export const THREAD_PREVIEW_LENGTH = 140;
