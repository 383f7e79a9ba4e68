import { z } from 'zod';
import type { ChargeLookup } from './provider.ts';

/**
 * The provider's record of a charge, read through CyberSource's Transaction Search API
 * (`POST /tss/v2/searches`, answered 201 with `_embedded.transactionSummaries`). Each summary is one
 * request to the vendor (a payment, a reversal) and lists the services it ran, the vendor's
 * "applications": `ics_auth` (authorization), `ics_bill` (capture), `ics_auth_reversal`,
 * `ics_decision` / `ics_score` (fraud screen), each with `rCode` (`1` done, `0` declined, `-1` error),
 * `rFlag` (one word: `SOK`, `DREVIEW`, `DREJECT`...) and a legacy `reasonCode`.
 */
export const SEARCH_PATH = '/tss/v2/searches';

/**
 * Our references (`MP-` / `MC-` and hex) are written into the search's query unquoted: anything
 * outside these characters could change the query's meaning, so such a reference is not searched.
 */
const SEARCHABLE_REFERENCE = /^[A-Za-z0-9_-]{1,50}$/;

export function isSearchableReference(reference: string): boolean {
  return SEARCHABLE_REFERENCE.test(reference);
}

/**
 * The search for every request made with one of our references (clientReferenceInformation.code,
 * the hosted checkout's reference_number too), newest first. No time filter: the vendor's examples
 * bound it to recent days, and a narrow window would turn an old charge into "not found".
 */
export function chargeSearchBody(reference: string) {
  return {
    save: false,
    timezone: 'UTC',
    query: `clientReferenceInformation.code:${reference}`,
    offset: 0,
    limit: 100,
    sort: 'submitTimeUtc:desc',
  };
}

const code = z.union([z.string(), z.number()]).transform(String);
const application = z.object({
  name: z.string().optional(),
  rCode: code.optional(),
  rFlag: z.string().optional(),
  reasonCode: code.optional(),
  rMessage: z.string().optional(),
});
const summary = z.object({
  id: z.string().optional(),
  clientReferenceInformation: z.object({ code: z.string().optional() }).optional(),
  applicationInformation: z
    .object({
      reasonCode: code.optional(),
      rFlag: z.string().optional(),
      applications: z.array(application).optional(),
    })
    .optional(),
});
const searchAnswer = z.object({
  totalCount: z.number().optional(),
  _embedded: z.object({ transactionSummaries: z.array(summary).optional() }).optional(),
});
type Summary = z.infer<typeof summary>;

/** What one summary says of the charge; `reversal` is a reversal request, not a payment. */
type Reading =
  | { kind: 'approved' | 'review' | 'declined'; transactionId: string | null; reasonCode: number }
  | { kind: 'authorized_rejected'; transactionId: string | null; reasonCode: number }
  | { kind: 'reversal' }
  | { kind: 'unknown' };

function reasonNumber(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
}

function readSummary(item: Summary): Reading {
  const info = item.applicationInformation;
  const applications = info?.applications ?? [];
  const done = (name: string) => applications.some((a) => a.name === name && a.rCode === '1');
  const transactionId = item.id ?? null;
  const summaryReason = reasonNumber(info?.reasonCode);
  if (done('ics_auth_reversal')) return { kind: 'reversal' };
  const auth = applications.find((a) => a.name === 'ics_auth');
  const isPartial = reasonNumber(auth?.reasonCode) === 110 || summaryReason === 110;
  const failed = applications.find((a) => a.rCode === '0');
  const failedReason = reasonNumber(failed?.reasonCode) ?? summaryReason;
  const isReview =
    info?.rFlag === 'DREVIEW' ||
    applications.some((a) => a.rFlag === 'DREVIEW') ||
    summaryReason === 480;
  if (done('ics_bill')) {
    // Captured, but less than asked (reason 110): money was taken that pays nothing in full.
    return isPartial
      ? { kind: 'review', transactionId, reasonCode: 110 }
      : { kind: 'approved', transactionId, reasonCode: 100 };
  }
  if (isReview) return { kind: 'review', transactionId, reasonCode: 480 };
  if (done('ics_auth') && (failed || isPartial)) {
    // Authorized, then refused by the fraud screen or only in part: it stands until reversed.
    return {
      kind: 'authorized_rejected',
      transactionId,
      reasonCode: isPartial ? 110 : (failedReason ?? 481),
    };
  }
  if (done('ics_auth')) return { kind: 'approved', transactionId, reasonCode: 100 };
  if (failed) return { kind: 'declined', transactionId, reasonCode: failedReason ?? 203 };
  // rCode -1 (the vendor's own error, reasons 150-152) or no services listed: no final word.
  return { kind: 'unknown' };
}

/**
 * The search's answer as the portal's lookup. Precedence keeps money safe: any capture wins
 * (a later duplicate refused with 104 does not undo it), then anything a person must see, then no
 * final word; a decline is reported only when nothing else was found. The vendor indexes a request
 * for search shortly after it is made: `not_found` just after an attempt is not yet final.
 */
export function chargeLookupOf(httpStatus: number, body: unknown, reference: string): ChargeLookup {
  if (httpStatus !== 200 && httpStatus !== 201) return { outcome: 'unknown' };
  const parsed = searchAnswer.safeParse(body);
  if (!parsed.success) return { outcome: 'unknown' };
  const summaries = parsed.data._embedded?.transactionSummaries ?? [];
  // A summary echoing another reference is not ours (the query is a text match); one echoing none
  // is taken as the search's own match.
  const ours = summaries.filter(
    (s) => (s.clientReferenceInformation?.code ?? reference) === reference,
  );
  const readings = ours.map(readSummary);
  const hasReversal = readings.some((r) => r.kind === 'reversal');
  const first = (kind: 'approved' | 'review' | 'declined' | 'authorized_rejected') =>
    readings.find((r): r is Extract<Reading, { transactionId: string | null }> => r.kind === kind);

  const approved = first('approved');
  if (approved?.transactionId) {
    return {
      outcome: 'approved',
      transactionId: approved.transactionId,
      reasonCode: 100,
      message: 'Charge found: authorized and captured.',
    };
  }
  const review = first('review');
  if (review?.transactionId) {
    return {
      outcome: 'review',
      transactionId: review.transactionId,
      reasonCode: review.reasonCode,
      message:
        review.reasonCode === 110
          ? 'Charge found: only part of the amount was captured; refund it.'
          : 'Charge found: held for review by the provider.',
    };
  }
  // More results than this page holds: a capture of ours may be further on, so nothing less than
  // one is final.
  const totalCount = parsed.data.totalCount ?? summaries.length;
  if (totalCount > summaries.length) return { outcome: 'unknown' };
  const rejected = first('authorized_rejected');
  if (rejected?.transactionId) {
    if (!hasReversal) {
      return {
        outcome: 'review',
        transactionId: rejected.transactionId,
        reasonCode: rejected.reasonCode,
        message: 'Charge found: authorized, refused, and the authorization is not reversed.',
      };
    }
    return {
      outcome: 'declined',
      transactionId: rejected.transactionId,
      reasonCode: rejected.reasonCode,
      message: 'Charge found: authorization reversed.',
    };
  }
  if (approved || review || rejected || readings.some((r) => r.kind === 'unknown')) {
    return { outcome: 'unknown' };
  }
  const declined = first('declined');
  if (declined) {
    return {
      outcome: 'declined',
      transactionId: declined.transactionId,
      reasonCode: declined.reasonCode,
      message: 'Charge found: declined.',
    };
  }
  if (hasReversal) return { outcome: 'unknown' };
  return { outcome: 'not_found' };
}
