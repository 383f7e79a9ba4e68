import { broadcastHtml } from '@mp/contract/broadcasts/body';
import {
  BROADCAST_BATCH_SIZE,
  BROADCAST_PAGE_SIZE,
  type BroadcastStatus,
  type BroadcastType,
} from '@mp/contract/broadcasts/constants';
import type {
  Broadcast,
  BroadcastList,
  broadcastsQuerySchema,
  createBroadcastBodySchema,
  SegmentCount,
  SegmentFilters,
  SegmentOptions,
} from '@mp/contract/broadcasts/schemas';
import type { Language } from '@mp/contract/constants';
import { MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import { clubToday } from '@mp/contract/rules/club-date';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { broadcasts } from '../../db/schema/broadcasts.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { defineJob, enqueueJob } from '../../platform/jobs/jobs.ts';
import { broadcastEmail } from './broadcasts-emails.ts';
import {
  type BroadcastRow,
  cancelScheduled,
  countSegment,
  deliverBatch,
  enqueueEmailBatch,
  findBroadcast,
  findHotel,
  insertBroadcast,
  listBroadcasts,
  listResorts,
  lockBroadcast,
  markSending,
  recordBatch,
  type StoredSegment,
} from './broadcasts-repository.ts';

/** Who acts and for which request: the audit row's caller and request id. */
export interface Acting {
  staff: StaffCaller;
  caller: Caller;
  requestId: string;
}

type CreateInput = z.output<typeof createBroadcastBodySchema>;
type ListQuery = z.output<typeof broadcastsQuerySchema>;
type BroadcastTable = typeof broadcasts.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const languageOf = (value: string): Language => (value === 'es' ? 'es' : 'en');

function storedSegmentOf(b: BroadcastTable): StoredSegment {
  return {
    resort: b.segmentResort,
    language: b.segmentLanguage ? languageOf(b.segmentLanguage) : null,
    contractStatus: b.segmentContractStatus,
    paymentDue: b.segmentPaymentDue,
  };
}

function toBroadcast(row: NonNullable<BroadcastRow>): Broadcast {
  const b = row.broadcast;
  return {
    id: b.id,
    message_type: b.messageType as BroadcastType,
    status: b.status as BroadcastStatus,
    subject_en: b.subjectEn,
    subject_es: b.subjectEs,
    body_en: b.bodyEn,
    body_es: b.bodyEs,
    segment: {
      resort: b.segmentResort ? { id: b.segmentHotelId, name: b.segmentResort } : null,
      language: b.segmentLanguage ? languageOf(b.segmentLanguage) : null,
      contract_status: b.segmentContractStatus as Broadcast['segment']['contract_status'],
      payment_due: b.segmentPaymentDue,
    },
    send_at: b.sendAt.toISOString(),
    created_at: b.createdAt.toISOString(),
    created_by:
      b.createdByStaffId && row.createdByName
        ? { id: b.createdByStaffId, name: row.createdByName }
        : null,
    started_at: iso(b.startedAt),
    finished_at: iso(b.finishedAt),
    cancelled_at: iso(b.cancelledAt),
    counts: { delivered: b.deliveredCount, emails: b.emailCount, opted_out: b.optedOutCount },
  };
}

/** The segment's filters with the resort resolved to its name; an unknown resort is a 400. */
async function resolveSegment(db: Database, filters: SegmentFilters) {
  const hotel = filters.resort_id ? await findHotel(db, filters.resort_id) : undefined;
  if (filters.resort_id && !hotel) {
    throw new AppError(400, 'validation_failed', { fields: { resort_id: ['invalid'] } });
  }
  const segment: StoredSegment = {
    resort: hotel?.name ?? null,
    language: filters.language ?? null,
    contractStatus: filters.contract_status ?? null,
    paymentDue: filters.payment_due,
  };
  return { hotelId: hotel?.id ?? null, segment };
}

// ---------------------------------------------------------------- delivery

export interface DeliverData {
  broadcastId: number;
  /** The last member id the previous batch handled (0: the first batch). */
  afterUserId: number;
}

/**
 * One batch of a broadcast (BROADCAST_BATCH_SIZE members): run by the job queue, the next batch
 * enqueued by this one in its own transaction, so a broadcast to 100,000 members is 100 short
 * jobs and no request waits on it. Safe to run twice: the broadcast's row is locked and its cursor
 * must still be where this batch starts (else another run did it), and the recipients' key
 * (broadcast, member) refuses a second message to anyone.
 */
export async function runDeliveryBatch(
  ctx: Pick<AppContext, 'db' | 'config'>,
  data: DeliverData,
  now = new Date(),
  batchSize = BROADCAST_BATCH_SIZE,
): Promise<'done' | 'more' | 'skipped'> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const b = await lockBroadcast(tx, data.broadcastId);
    if (!b || b.status === 'cancelled' || b.status === 'sent') return 'skipped' as const;
    if (b.cursorUserId !== data.afterUserId) return 'skipped' as const;
    if (b.status === 'scheduled') await markSending(tx, b.id, now);

    const batch = await deliverBatch(tx, {
      broadcastId: b.id,
      messageType: b.messageType,
      staffId: b.createdByStaffId,
      afterUserId: data.afterUserId,
      limit: batchSize,
      segment: storedSegmentOf(b),
      today: clubToday(now),
      now,
      subject: { en: b.subjectEn, es: b.subjectEs },
      html: { en: broadcastHtml(b.bodyEn), es: broadcastHtml(b.bodyEs) },
      fromName: MEMBER_CARE_NAME,
    });
    const messagesUrl = `${ctx.config.publicUrl}/messages-center`;
    await enqueueEmailBatch(
      tx,
      `broadcast_${b.messageType}`,
      batch.delivered.map((member) => {
        const lang = languageOf(member.language);
        return {
          to: member.email,
          ...broadcastEmail(
            lang,
            b.messageType as BroadcastType,
            member.firstName,
            lang === 'es'
              ? { subject: b.subjectEs, body: b.bodyEs }
              : { subject: b.subjectEn, body: b.bodyEn },
            messagesUrl,
          ),
        };
      }),
    );
    const isLast = batch.scanned < batchSize || batch.lastId === null;
    const cursor = batch.lastId ?? data.afterUserId;
    await recordBatch(tx, b.id, {
      cursorUserId: cursor,
      delivered: batch.delivered.length,
      emails: batch.delivered.length,
      skipped: batch.skipped,
      isLast,
      now,
    });
    if (!isLast) {
      await enqueueJob(
        tx,
        deliverBroadcast,
        { broadcastId: b.id, afterUserId: cursor },
        { singletonKey: `${b.id}:${cursor}` },
      );
    }
    return isLast ? ('done' as const) : ('more' as const);
  });
  return outcome;
}

export const deliverBroadcast = defineJob<DeliverData>({
  name: 'broadcast.deliver',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  async run(data, ctx) {
    const outcome = await runDeliveryBatch(ctx, data);
    // The e-mails just queued, and the next batch: the workers look now.
    if (outcome !== 'skipped') ctx.jobs.kick();
  },
  describe: (data) => `broadcast ${data.broadcastId} after member ${data.afterUserId}`,
});

// ---------------------------------------------------------------- the console's calls

export function createBroadcastsService(ctx: AppContext) {
  const { db } = ctx;

  async function one(id: number) {
    const row = await findBroadcast(db, id);
    if (!row) throw new AppError(404, 'not_found');
    return toBroadcast(row);
  }

  return {
    one,

    async segmentOptions(): Promise<SegmentOptions> {
      return { resorts: await listResorts(db) };
    },

    async count(filters: SegmentFilters, now = new Date()): Promise<SegmentCount> {
      const { segment } = await resolveSegment(db, filters);
      const counted = await countSegment(db, segment, clubToday(now));
      return { members: counted.members, marketing_recipients: counted.marketing };
    },

    async list(query: ListQuery): Promise<BroadcastList> {
      const { items, total } = await listBroadcasts(db, {
        status: query.status,
        limit: BROADCAST_PAGE_SIZE,
        offset: (query.page - 1) * BROADCAST_PAGE_SIZE,
      });
      return {
        items: items.map(toBroadcast),
        page: query.page,
        page_size: BROADCAST_PAGE_SIZE,
        total,
      };
    },

    /**
     * Sends now (a job runs at once) or at `send_at` (a job that starts then). The broadcast and
     * its first job are written in one transaction: neither exists without the other.
     */
    async create(body: CreateInput, acting: Acting, now = new Date()) {
      const { hotelId, segment } = await resolveSegment(db, body.segment);
      const sendAt = body.send_at ? new Date(body.send_at) : now;
      const isScheduled = sendAt.getTime() > now.getTime();
      const id = await db.transaction(async (tx) => {
        const id = await insertBroadcast(tx, {
          messageType: body.message_type,
          status: isScheduled ? 'scheduled' : 'sending',
          subjectEn: body.subject_en,
          subjectEs: body.subject_es,
          bodyEn: body.body_en,
          bodyEs: body.body_es,
          segmentHotelId: hotelId,
          segmentResort: segment.resort,
          segmentLanguage: segment.language,
          segmentContractStatus: segment.contractStatus,
          segmentPaymentDue: segment.paymentDue,
          sendAt: isScheduled ? sendAt : now,
          startedAt: isScheduled ? null : now,
          createdByStaffId: acting.staff.staffId,
          createdAt: now,
        });
        await enqueueJob(
          tx,
          deliverBroadcast,
          { broadcastId: id, afterUserId: 0 },
          { singletonKey: `${id}:0`, ...(isScheduled && { startAfter: sendAt }) },
        );
        await audit(tx, isScheduled ? 'broadcast_scheduled' : 'broadcast_sent', {
          caller: acting.caller,
          requestId: acting.requestId,
          // The texts are the club's own, not personal data; the detail names what and to whom.
          detail: {
            broadcast_id: id,
            message_type: body.message_type,
            segment: body.segment,
            send_at: (isScheduled ? sendAt : now).toISOString(),
          },
        });
        return id;
      });
      if (!isScheduled) ctx.jobs.kick();
      return one(id);
    },

    async cancel(id: number, acting: Acting) {
      await db.transaction(async (tx) => {
        const existing = await findBroadcast(tx, id);
        if (!existing) throw new AppError(404, 'not_found');
        if (!(await cancelScheduled(tx, id, acting.staff.staffId))) {
          throw new AppError(409, 'broadcast_not_scheduled');
        }
        await audit(tx, 'broadcast_cancelled', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { broadcast_id: id },
        });
      });
      return one(id);
    },
  };
}
