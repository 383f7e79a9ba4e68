import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@mp/contract/webhooks/constants';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { defineJob, enqueueJob } from '../../platform/jobs/jobs.ts';
import { decryptWebhookSecret, signatureHeader } from './webhook-signing.ts';
import { isPrivateAddress } from './webhook-url.ts';
import { claimDelivery, deliveryWork, recordTry } from './webhooks-repository.ts';

/** A try's answer: the status code, or why there was none. */
export type TryOutcome =
  | { status: number }
  | { error: 'timeout' | 'connection' | 'refused_address' };

const REFUSED = 'EWEBHOOKPRIVATE';

/**
 * In production a name is resolved here and refused when any of its addresses is private: the
 * check and the connection use the same lookup, so a name cannot pass the check and then point
 * the connection elsewhere (DNS rebinding).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      const refused = Object.assign(new Error('private address'), { code: REFUSED });
      return callback(refused, '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const [first] = list as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

/**
 * One signed POST. 2xx is delivered; any other status, no answer within the timeout or no
 * connection is a failed try. The answer's body is read and dropped (never stored or logged).
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; publicOnly: boolean },
): Promise<TryOutcome> {
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (options.publicOnly && isPrivateAddress(host)) {
    return Promise.resolve({ error: 'refused_address' });
  }
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: TryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'MemberPassport-Webhooks/1',
        },
        ...(options.publicOnly && { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? 0 }));
        response.on('error', () => done({ status: response.statusCode ?? 0 }));
      },
    );
    const timer = setTimeout(() => {
      done({ error: 'timeout' });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      done({ error: error.code === REFUSED ? 'refused_address' : 'connection' });
    });
    request.end(body);
  });
}

export interface DeliverData {
  deliveryId: number;
  /** The time this try was planned for: a job of an older plan finds nothing to do. */
  due: string;
}

/** How long a try holds its delivery: the POST's timeout and some margin. */
const HOLD_SECONDS = WEBHOOK_TIMEOUT_SECONDS + 30;

/** The next try's time after a failed attempt `n` (1-based), or null: given up. */
export function nextRetryAfter(attempt: number, now = new Date()): Date | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] ?? 0;
  return new Date(now.getTime() + delay * 1000);
}

/**
 * One try of one delivery. The queue's own retry is only for a crash (the try's claim lapses
 * and the job runs again); a refused or unanswered POST is this job's business: it records the
 * outcome and plans the next try as a new job at the backoff's time, so the log shows when.
 */
export async function runDelivery(data: DeliverData, ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;
  const due = new Date(data.due);
  const claimed = await claimDelivery(db, data.deliveryId, due, HOLD_SECONDS);
  if (!claimed) return;
  const work = await deliveryWork(db, claimed.eventId, claimed.endpointId);
  if (!work) return;
  if (!work.enabled) {
    await recordTry(db, claimed.id, due, {
      status: 'failed',
      lastStatusCode: null,
      lastError: 'disabled',
      nextRetryAt: null,
      deliveredAt: null,
    });
    return;
  }
  const body = JSON.stringify({
    id: work.eventId,
    type: work.type,
    occurred_at: work.occurredAt.toISOString(),
    data: work.payload,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  let secret: string;
  try {
    secret = decryptWebhookSecret(config.secret, work.secret);
  } catch {
    // APP_SECRET changed since the secret was stored: nothing can sign; rotate, then resend.
    await recordTry(db, claimed.id, due, {
      status: 'failed',
      lastStatusCode: null,
      lastError: 'secret',
      nextRetryAt: null,
      deliveredAt: null,
    });
    return;
  }
  const outcome = await postWebhook(
    work.url,
    body,
    {
      [WEBHOOK_HEADERS.eventId]: work.eventId,
      [WEBHOOK_HEADERS.eventType]: work.type,
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: signatureHeader(secret, timestamp, body),
    },
    { timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000, publicOnly: config.isProduction },
  );
  const status = 'status' in outcome ? outcome.status : null;
  if (status !== null && status >= 200 && status < 300) {
    await recordTry(db, claimed.id, due, {
      status: 'delivered',
      lastStatusCode: status,
      lastError: null,
      nextRetryAt: null,
      deliveredAt: new Date(),
    });
    return;
  }
  const next = nextRetryAfter(claimed.attempts);
  await db.transaction(async (tx: Database) => {
    const recorded = await recordTry(tx, claimed.id, due, {
      status: next ? 'pending' : 'failed',
      lastStatusCode: status,
      lastError: 'error' in outcome ? outcome.error : 'http',
      nextRetryAt: next,
      deliveredAt: null,
    });
    if (recorded && next) {
      await enqueueJob(
        tx,
        deliverWebhook,
        { deliveryId: claimed.id, due: next.toISOString() },
        { startAfter: next },
      );
    }
  });
}

export const deliverWebhook = defineJob<DeliverData>({
  name: 'webhook.deliver',
  // Only a crashed try is retried by the queue (its claim lapses first); see runDelivery.
  retryLimit: 3,
  retryDelaySeconds: HOLD_SECONDS,
  retryBackoff: false,
  expireInSeconds: HOLD_SECONDS * 2,
  concurrency: 4,
  run: (data, ctx) => runDelivery(data, ctx),
  describe: (data) => `delivery ${data.deliveryId}`,
});
