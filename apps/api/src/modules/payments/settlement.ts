import { ORDER_STATUS, PENDING_ORDER_HOLD_MS } from '@mp/contract/payments/constants';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { ChargeLookup } from '../../platform/payments/provider.ts';
import { createOrderLifecycle, type OrderOutcome } from './order-lifecycle.ts';
import {
  findAttemptByOrder,
  listOrdersToSettle,
  moveAttempt,
  type OrderRow,
  updateOrder,
} from './payments-repository.ts';

/** An order is asked about at most once a minute. */
const ASK_EVERY_MS = 60_000;
const BATCH = 50;
const SWEEP_IP = 'settlement';
/**
 * A charge shows in the provider's search a little after it is made: "not found" is believed
 * only of an order this old.
 */
const NOT_FOUND_AFTER_MS = 30 * 60_000;

/**
 * The provider's final word on orders still waiting for it (issue 19 #6, #16, and lost results):
 * a payment held for review, one whose charge got no answer we could trust, a hosted checkout
 * whose result never came back. Each is looked up by its reference (`findCharge`) and settled
 * the way its result would have settled it; a review past REVIEW_HOLD_DAYS is released.
 */
export function createSettlement(ctx: Pick<AppContext, 'db' | 'config' | 'payments' | 'kickMail'>) {
  const { db } = ctx;
  const orders = createOrderLifecycle(ctx);

  /** The hosted checkout's attempt follows the order, so a late result of its own is a repeat. */
  async function moveHostedAttempt(tx: Database, order: OrderRow, decision: string) {
    const attempt = await findAttemptByOrder(tx, order.id);
    if (attempt && attempt.decision !== 'ACCEPT') {
      await moveAttempt(tx, attempt.id, attempt.decision, {
        decision,
        reasonCode: order.providerReasonCode,
        providerTransactionId: order.providerTransactionId,
      });
    }
  }

  async function settle(order: OrderRow, lookup: ChargeLookup, now: Date) {
    const outcome = (message: string, reasonCode = 0): OrderOutcome => ({
      transactionId: 'transactionId' in lookup ? lookup.transactionId : null,
      reasonCode: 'reasonCode' in lookup ? lookup.reasonCode : reasonCode,
      message: 'message' in lookup ? lookup.message : message,
    });
    switch (lookup.outcome) {
      case 'approved': {
        await db.transaction(async (tx) => {
          // An order settled meanwhile (its result came in) is left as it is, its attempt too.
          if (await orders.applyApproval(tx, order.id, null, outcome(''), SWEEP_IP)) {
            await moveHostedAttempt(tx, order, 'ACCEPT');
          }
        });
        ctx.kickMail();
        return;
      }
      case 'declined':
        await db.transaction(async (tx) => {
          await moveHostedAttempt(tx, order, 'DECLINE');
          await orders.refuse(order.id, outcome(''), SWEEP_IP, tx);
        });
        ctx.kickMail();
        return;
      case 'review':
        if (orders.isReviewExpired(order, now)) {
          await orders.refuse(order.id, outcome('Review not decided in time.', 481), SWEEP_IP);
        } else if (order.status !== ORDER_STATUS.review) {
          await orders.hold(order.id, ORDER_STATUS.review, outcome(''), SWEEP_IP);
        } else {
          await updateOrder(db, order.id, {});
        }
        ctx.kickMail();
        return;
      case 'not_found':
        // Never charged: an abandoned checkout is cancelled, anything else declined.
        if (now.getTime() - order.createdAt.getTime() < NOT_FOUND_AFTER_MS) {
          await updateOrder(db, order.id, {});
        } else if (order.status === ORDER_STATUS.pending) {
          await orders.cancel(order.id, outcome('No payment was made.'));
        } else {
          await orders.refuse(order.id, outcome('No payment was made.', 150), SWEEP_IP);
        }
        ctx.kickMail();
        return;
      case 'unknown':
        // Asked again later; a review that outlived its hold is released all the same.
        if (orders.isReviewExpired(order, now)) {
          await orders.refuse(order.id, outcome('Review not decided in time.', 481), SWEEP_IP);
        } else {
          await updateOrder(db, order.id, {});
        }
        return;
    }
  }

  return {
    /** One pass over the orders waiting for the provider; answers how many were asked about. */
    async settleOpenOrders(now = new Date()): Promise<number> {
      const provider = ctx.payments;
      if (!provider) return 0;
      // A hosted checkout is the member's to finish until its hold ends.
      const waiting = await listOrdersToSettle(
        db,
        new Date(now.getTime() - ASK_EVERY_MS),
        new Date(now.getTime() - PENDING_ORDER_HOLD_MS),
        BATCH,
      );
      for (const order of waiting) {
        await settle(order, await provider.findCharge(order.reference), now);
      }
      return waiting.length;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
