/** The broadcasts area's business constants (issue 22: alerts and marketing to a segment). */
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';

/** Spec 1 §3 message_type: a broadcast is an alert or marketing (support is the members' own). */
export const BROADCAST_TYPES = ['alert', 'marketing'] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];

/**
 * scheduled (waiting for its time), sending (its batches are walking the segment), sent, or
 * cancelled (a scheduled one called off before its time).
 */
export const BROADCAST_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** The member messages' own bounds: a subject as a contact subject, a body as a contact message. */
export const BROADCAST_SUBJECT_MAX_LENGTH = TEXT_MAX_LENGTH;
export const BROADCAST_BODY_MAX_LENGTH = CONTACT_MESSAGE_MAX_LENGTH;

/** A broadcast is scheduled at most this far ahead. */
export const BROADCAST_SCHEDULE_MAX_DAYS = 365;

/** Members a delivery job handles at once (one transaction, one job each). */
export const BROADCAST_BATCH_SIZE = 1_000;

/** The list's page. */
export const BROADCAST_PAGE_SIZE = 25;
export const BROADCAST_MAX_PAGE = 400;
