import { z } from 'zod/mini';
import { LANGUAGES } from '../constants.ts';
import { key, requiredText } from '../fields.ts';
import { STAFF_ROLES } from '../staff/permissions.ts';
import {
  CANNED_BODY_MAX_LENGTH,
  CANNED_TITLE_MAX_LENGTH,
  INBOX_MAX_PAGE,
  STAFF_REPLY_MAX_LENGTH,
  THREAD_ASSIGNED_FILTERS,
  THREAD_DESK_STATUSES,
  THREAD_NOTE_MAX_LENGTH,
  THREAD_SETTABLE_STATUSES,
} from './constants.ts';

const idParam = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const isoDateTime = z.iso.datetime();

/** A staff member as the inbox names them (assignee, a reply's or a note's author). */
export const staffRefSchema = z.object({ id: z.number(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

// ---------------------------------------------------------------- the list

/**
 * The inbox's filters. An empty `reason` or `language` (a select left on "any") means no filter.
 * `reason` is a contact reason's name in either language: the member's thread keeps the name
 * in the language they wrote in.
 */
export const threadsQuerySchema = z.object({
  status: z._default(z.enum(THREAD_DESK_STATUSES), 'open'),
  assigned: z._default(z.enum(THREAD_ASSIGNED_FILTERS), 'all'),
  reason: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(128))),
    z.transform((v) => (v ? v : undefined)),
  ),
  language: z.pipe(
    z.optional(z.union([z.literal(''), z.enum(LANGUAGES)])),
    z.transform((v) => (v ? v : undefined)),
  ),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(INBOX_MAX_PAGE)), 1),
});
export type ThreadsQuery = z.input<typeof threadsQuerySchema>;

export const threadMemberSchema = z.object({
  /** users.id */
  id: z.number(),
  /** The club's member id (vida_member_id). */
  member_id: z.nullable(z.number()),
  name: z.string(),
  language: z.enum(LANGUAGES),
});

/**
 * One thread of the inbox. `due_at` is the member's last message plus DESK_ANSWER_HOURS (spec 1
 * §9: answered within 24 hours); `is_overdue` when the thread is open and that time has passed.
 */
export const threadSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  reason: z.nullable(z.string()),
  member: threadMemberSchema,
  status: z.enum(THREAD_DESK_STATUSES),
  assigned_to: z.nullable(staffRefSchema),
  last_member_message_at: z.nullable(isoDateTime),
  due_at: z.nullable(isoDateTime),
  is_overdue: z.boolean(),
  updated_at: isoDateTime,
  /** The newest message's first words, as plain text. */
  preview: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListSchema = z.object({
  items: z.array(threadSummarySchema),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type ThreadList = z.infer<typeof threadListSchema>;

// ---------------------------------------------------------------- one thread

export const threadParamsSchema = z.object({ id: idParam });

/**
 * A message of the thread. A member's is plain text; the club's is sanitised HTML (the member
 * side's allow-list), and `staff` names who wrote it from the desk (null for older messages).
 */
export const threadEntrySchema = z.object({
  id: z.number(),
  author: z.enum(['member', 'club']),
  from_name: z.string(),
  staff: z.nullable(staffRefSchema),
  message: z.string(),
  created_at: isoDateTime,
  /** When the member read a club message; null while unread (always set for their own). */
  read_at: z.nullable(isoDateTime),
});
export type ThreadEntry = z.infer<typeof threadEntrySchema>;

/** A private note of the desk: members never see these. */
export const threadNoteSchema = z.object({
  id: z.number(),
  staff: staffRefSchema,
  note: z.string(),
  created_at: isoDateTime,
});
export type ThreadNote = z.infer<typeof threadNoteSchema>;

/** The member's context beside the thread, contracts in short. */
export const memberContextSchema = z.extend(threadMemberSchema, {
  email: z.string(),
  contracts: z.array(
    z.object({ contract_number: z.string(), resort: z.string(), status: z.string() }),
  ),
});
export type MemberContext = z.infer<typeof memberContextSchema>;

export const threadDetailSchema = z.extend(threadSummarySchema, {
  member: memberContextSchema,
  created_at: isoDateTime,
  closed_at: z.nullable(isoDateTime),
  /** The contact form's way back: the e-mail and phone given, and whether to call. */
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  need_to_contact_me: z.boolean(),
  entries: z.array(threadEntrySchema),
  notes: z.array(threadNoteSchema),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

// ---------------------------------------------------------------- the desk's actions

/**
 * A desk reply: plain text (line breaks kept). The server stores it as escaped paragraphs, so
 * the member side, which shows club messages as HTML, shows exactly what was typed.
 */
export const staffReplyBodySchema = z.object({
  message: requiredText(STAFF_REPLY_MAX_LENGTH, 'message_max'),
});
export type StaffReplyBody = z.input<typeof staffReplyBodySchema>;

export const threadNoteBodySchema = z.object({
  note: requiredText(THREAD_NOTE_MAX_LENGTH, 'message_max'),
});
export type ThreadNoteBody = z.input<typeof threadNoteBodySchema>;

/** Assign to a staff account (oneself, or another with thread:assign_others) or to nobody. */
export const threadAssignmentBodySchema = z.object({
  staff_id: z.nullable(z.int().check(z.positive(), z.lte(2_147_483_647))),
});
export type ThreadAssignmentBody = z.input<typeof threadAssignmentBodySchema>;

export const threadStatusBodySchema = z.object({ status: z.enum(THREAD_SETTABLE_STATUSES) });
export type ThreadStatusBody = z.input<typeof threadStatusBodySchema>;

// ---------------------------------------------------------------- canned responses

const cannedTitle = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(CANNED_TITLE_MAX_LENGTH, key('text_max')),
  );
const cannedBody = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('required')),
    z.maxLength(CANNED_BODY_MAX_LENGTH, key('message_max')),
  );

/** A canned response: its title and plain-text body in both languages. */
export const cannedResponseSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_es: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  sort_order: z.int(),
  updated_at: isoDateTime,
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

export const cannedResponseBodySchema = z.object({
  title_en: cannedTitle,
  title_es: cannedTitle,
  body_en: cannedBody,
  body_es: cannedBody,
  sort_order: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
});
export type CannedResponseBody = z.input<typeof cannedResponseBodySchema>;

export const cannedResponseParamsSchema = z.object({ id: idParam });

// ---------------------------------------------------------------- the staff directory

/** An enabled staff account, for the assignment picker. */
export const staffDirectoryEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffDirectoryEntry = z.infer<typeof staffDirectoryEntrySchema>;
