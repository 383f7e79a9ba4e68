import { VISIBLE_CONTRACT_STATUSES } from '@mp/contract/profile/constants';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { parseJsonColumn } from '../../db/json-object.ts';
import { emailOutbox } from '../../db/schema/access.ts';
import { broadcasts } from '../../db/schema/broadcasts.ts';
import { hotels } from '../../db/schema/club.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { enqueueJobs } from '../../platform/jobs/jobs.ts';
import { sendEmail } from '../../platform/mail/outbox.ts';
import type { RenderedEmail } from '../../platform/mail/render.ts';

/** The broadcasts' queries; each takes the database or a transaction. */

/** A segment as stored: the resort by its name (the contracts name their resort in words). */
export interface StoredSegment {
  resort: string | null;
  language: 'en' | 'es' | null;
  contractStatus: string | null;
  paymentDue: boolean;
}

const visible = sql.raw(VISIBLE_CONTRACT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The members of a segment, as a condition on `users u`: a member can sign in (a confirmed member
 * id, a verified e-mail, not disabled) and matches every filter given. Each filter is an indexed
 * lookup by the member's id (contracts_user_idx, due_items_contract_idx), so a batch in id order
 * reads the members it sends to and few others.
 */
export function segmentCondition(segment: StoredSegment, today: string): SQL {
  const parts: SQL[] = [
    sql`u.member_confirmed_at is not null and u.email_verified_at is not null and u.disabled_at is null`,
  ];
  if (segment.language) parts.push(sql`u.language_id = ${segment.language}`);
  if (segment.resort) {
    parts.push(
      sql`exists (select 1 from contracts c where c.user_id = u.id and c.resort = ${segment.resort} and c.contract_status <> 'Cancelled')`,
    );
  }
  if (segment.contractStatus) {
    parts.push(
      sql`exists (select 1 from contracts c where c.user_id = u.id and c.contract_status = ${segment.contractStatus})`,
    );
  }
  if (segment.paymentDue) {
    parts.push(
      sql`exists (select 1 from contracts c join due_items d on d.contract_id = c.id where c.user_id = u.id and c.contract_status in (${visible}) and d.paid_at is null and d.available_for_payment and d.due_date <= ${today}::date)`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * Decision (docs/decisions.md "Broadcasts"): a marketing message goes only to members who keep
 * both preferences on, `all_communications` and `monthly_communications`.
 */
const MARKETING_ALLOWED = sql.raw('(u.all_communications and u.monthly_communications)');

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export async function countSegment(db: Database, segment: StoredSegment, today: string) {
  const [row] = rowsOf<{ members: number | string; marketing: number | string }>(
    await db.execute(sql`
      select count(*) as members, count(*) filter (where ${MARKETING_ALLOWED}) as marketing
      from users u where ${segmentCondition(segment, today)}`),
  );
  return { members: Number(row?.members ?? 0), marketing: Number(row?.marketing ?? 0) };
}

export function findHotel(db: Database, id: number) {
  return db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.id, id))
    .then((rows) => rows[0]);
}

export function listResorts(db: Database) {
  return db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .orderBy(asc(hotels.name), asc(hotels.id));
}

// ---------------------------------------------------------------- broadcasts

const createdBy = alias(staffAccounts, 'created_by');

export function broadcastQuery(db: Database) {
  return db
    .select({ broadcast: broadcasts, createdByName: createdBy.name })
    .from(broadcasts)
    .leftJoin(createdBy, eq(createdBy.id, broadcasts.createdByStaffId));
}
export type BroadcastRow = Awaited<ReturnType<typeof findBroadcast>> & {};

export async function findBroadcast(db: Database, id: number) {
  const [row] = await broadcastQuery(db).where(eq(broadcasts.id, id)).limit(1);
  return row;
}

export async function listBroadcasts(
  db: Database,
  options: { status?: string; limit: number; offset: number },
) {
  const where = options.status ? eq(broadcasts.status, options.status) : undefined;
  const [items, [total]] = await Promise.all([
    broadcastQuery(db)
      .where(where)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(broadcasts).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function insertBroadcast(db: Database, values: typeof broadcasts.$inferInsert) {
  const [row] = await db.insert(broadcasts).values(values).returning({ id: broadcasts.id });
  if (!row) throw new Error('broadcast insert returned nothing');
  return row.id;
}

/** Cancels it if it is still scheduled; false when it has started or was cancelled. */
export async function cancelScheduled(db: Database, id: number, staffId: number) {
  const rows = await db
    .update(broadcasts)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledByStaffId: staffId })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled')))
    .returning({ id: broadcasts.id });
  return rows.length === 1;
}

/** The broadcast, locked for the batch that delivers it (one batch at a time). */
export async function lockBroadcast(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(eq(broadcasts.id, id))
    .for('update')
    .limit(1);
  return row;
}

export interface DeliveredBatch {
  /** Members of the segment the batch looked at. */
  scanned: number;
  /** The highest member id among them: where the next batch starts. */
  lastId: number | null;
  /** Left out for their preferences (marketing). */
  skipped: number;
  /** Members who got the message now (not before). */
  delivered: { id: number; email: string; language: string; firstName: string }[];
}

/**
 * One batch of a broadcast's delivery, in one statement: the next `limit` members of the segment
 * after `afterUserId` (in id order: a keyset walk, no offset), a recipient row per member the
 * message may reach (ON CONFLICT DO NOTHING: one who already has it is skipped), and for each
 * recipient just written a thread and its one club entry in the member's language, unread, closed
 * for the desk (nothing is owed on it). Returns what was written, for the e-mail copies.
 */
export async function deliverBatch(
  db: Database,
  values: {
    broadcastId: number;
    messageType: string;
    staffId: number | null;
    afterUserId: number;
    limit: number;
    segment: StoredSegment;
    today: string;
    now: Date;
    subject: { en: string; es: string };
    html: { en: string; es: string };
    fromName: { en: string; es: string };
  },
): Promise<DeliveredBatch> {
  const eligible = values.messageType === 'marketing' ? MARKETING_ALLOWED : sql.raw('true');
  const es = sql.raw(`b.language_id = 'es'`);
  const now = values.now.toISOString();
  const [row] = rowsOf<{
    scanned: number | string;
    last_id: number | string | null;
    skipped: number | string;
    delivered: DeliveredBatch['delivered'] | string;
  }>(
    await db.execute(sql`
      with batch as (
        select u.id, u.language_id, u.first_name, u.last_name, u.email, ${eligible} as eligible
        from users u
        where ${segmentCondition(values.segment, values.today)} and u.id > ${values.afterUserId}
        order by u.id
        limit ${values.limit}
      ), claimed as (
        insert into broadcast_recipients (broadcast_id, user_id, language_id, delivered_at)
        select ${values.broadcastId}, b.id, case when ${es} then 'es' else 'en' end, ${now}::timestamptz
        from batch b where b.eligible
        on conflict do nothing
        returning user_id
      ), threads as (
        insert into message_threads
          (user_id, message_type, subject, desk_status, closed_at, created_at, updated_at)
        select c.user_id, ${values.messageType},
          case when ${es} then ${values.subject.es} else ${values.subject.en} end,
          'closed', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
        from claimed c join batch b on b.id = c.user_id
        returning id, user_id
      ), entries as (
        insert into message_entries
          (thread_id, author, staff_id, from_name, to_name, message, created_at)
        select t.id, 'club', ${values.staffId}::bigint,
          case when ${es} then ${values.fromName.es} else ${values.fromName.en} end,
          b.first_name || ' ' || b.last_name,
          case when ${es} then ${values.html.es} else ${values.html.en} end,
          ${now}::timestamptz
        from threads t join batch b on b.id = t.user_id
        returning thread_id
      )
      select
        (select count(*) from batch) as scanned,
        (select max(id) from batch) as last_id,
        (select count(*) from batch where not eligible) as skipped,
        (select count(*) from entries) as written,
        coalesce((
          select json_agg(json_build_object('id', b.id, 'email', b.email,
            'language', b.language_id, 'firstName', b.first_name) order by b.id)
          from batch b join claimed c on c.user_id = b.id
        ), '[]'::json) as delivered`),
  );
  if (!row) throw new Error('broadcast batch returned nothing');
  return {
    scanned: Number(row.scanned),
    lastId: row.last_id === null ? null : Number(row.last_id),
    skipped: Number(row.skipped),
    delivered: parseJsonColumn(row.delivered),
  };
}

/** Records a batch: the cursor moves on, the counts grow, the last batch ends the sending. */
export async function recordBatch(
  db: Database,
  id: number,
  values: {
    cursorUserId: number;
    delivered: number;
    emails: number;
    skipped: number;
    isLast: boolean;
    now: Date;
  },
) {
  await db
    .update(broadcasts)
    .set({
      cursorUserId: values.cursorUserId,
      deliveredCount: sql`${broadcasts.deliveredCount} + ${values.delivered}`,
      emailCount: sql`${broadcasts.emailCount} + ${values.emails}`,
      optedOutCount: sql`${broadcasts.optedOutCount} + ${values.skipped}`,
      ...(values.isLast && { status: 'sent', finishedAt: values.now }),
    })
    .where(eq(broadcasts.id, id));
}

export async function markSending(db: Database, id: number, now: Date) {
  await db
    .update(broadcasts)
    .set({ status: 'sending', startedAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'scheduled')));
}

/**
 * The e-mail copies of one batch, in two statements instead of two per e-mail: the outbox rows
 * (as `enqueueEmail` writes them) and their `mail.send` jobs (`enqueueJobs`, the queue's own
 * retry policy). A thousand copies are then written in tens of milliseconds, not in a thousand
 * round trips.
 */
export async function enqueueEmailBatch(
  db: Database,
  template: string,
  emails: (RenderedEmail & { to: string })[],
): Promise<void> {
  if (emails.length === 0) return;
  const rows = await db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        toAddress: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template,
        attachments: [],
      })),
    )
    .returning({ id: emailOutbox.id });
  await enqueueJobs(
    db,
    sendEmail,
    rows.map((row) => ({ id: row.id, template })),
  );
}
