import type { Cents } from '@mp/contract/money/money';
import { describe, expect, it } from 'vitest';
import type { OrderLine, OrderPlan } from '../../src/db/schema/club.ts';
import { principalToRestore, refundLines } from '../../src/modules/orders/refund-ledger.ts';
import { readRefundAnswer } from '../../src/platform/payments/refund-answer.ts';
import { signFields } from '../../src/platform/payments/signature.ts';

const line = (dueItemId: number | null, amount: string, lateFee = '0.00'): OrderLine => ({
  kind: dueItemId === null ? 'extra_principal' : 'item',
  dueItemId,
  paymentType: 'monthly',
  feeType: null,
  dueDate: dueItemId === null ? null : '2026-11-01',
  amount,
  lateFee,
  settled: true,
});
const c = (n: number) => n as Cents;

describe('what a refund gives back, line by line', () => {
  const lines = [line(1, '500.00', '25.00'), line(2, '500.00'), line(null, '80.00')];

  it('unwinds from the last line: extra principal, then the latest item, amounts before late fees', () => {
    expect(refundLines(lines, [], c(60_000))).toEqual([
      { kind: 'extra_principal', dueItemId: null, amount: '80.00', lateFee: '0.00' },
      { kind: 'item', dueItemId: 2, amount: '500.00', lateFee: '0.00' },
      { kind: 'item', dueItemId: 1, amount: '20.00', lateFee: '0.00' },
    ]);
  });

  it('never gives back what an earlier refund already did; the whole order sums to the cent', () => {
    const first = refundLines(lines, [], c(58_001));
    const second = refundLines(lines, first, c(52_499));
    expect(second).toEqual([{ kind: 'item', dueItemId: 1, amount: '499.99', lateFee: '25.00' }]);
    expect(refundLines(lines, [...first, ...second], c(1))).toEqual([]);
  });

  it('puts back principal only for the loan, at most what the order paid of it', () => {
    const plan = (balanceRule: OrderPlan['balanceRule']): OrderPlan => ({
      settledIds: [1, 2],
      partial: null,
      principalPaid: '1080.00',
      balanceRule,
    });
    const parts = refundLines(lines, [], c(108_000 + 2_500));
    expect(principalToRestore(plan('reduce'), parts, c(0))).toBe(108_000);
    expect(principalToRestore(plan('reduce'), parts, c(100_000))).toBe(8_000);
    expect(principalToRestore(plan('keep'), parts, c(0))).toBe(0);
    expect(principalToRestore(null, parts, c(0))).toBe(0);
  });
});

describe('a signed refund answer, read as hostile', () => {
  const account = { accessKey: 'AK', profileId: 'P', secretKey: 'SECRET' };
  const request = {
    transactionId: 'T1',
    reference: 'MR-1',
    amount: '10.00',
    currency: 'USD' as const,
  };
  const now = new Date('2026-11-27T12:00:00Z');
  const genuine = (over: Record<string, string> = {}): Record<string, string> => {
    const fields: Record<string, string> = {
      decision: 'ACCEPT',
      reason_code: '100',
      message: 'Refund made.',
      transaction_id: 'R1',
      req_access_key: 'AK',
      req_original_transaction_id: 'T1',
      req_reference_number: 'MR-1',
      req_amount: '10.00',
      req_currency: 'USD',
      signed_date_time: '2026-11-27T11:59:00Z',
      ...over,
    };
    fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
    return { ...fields, signature: signFields(fields, 'SECRET') };
  };

  it('trusts a genuine answer: refunded or declined', () => {
    expect(readRefundAnswer(genuine(), account, request, now)).toMatchObject({
      outcome: 'refunded',
      refundId: 'R1',
    });
    expect(
      readRefundAnswer(
        genuine({ decision: 'REJECT', transaction_id: '', reason_code: '102' }),
        account,
        request,
        now,
      ),
    ).toMatchObject({ outcome: 'declined', reasonCode: 102 });
  });

  it('does not trust a changed field, an answer for another refund, a late one, or a list that repeats a name', () => {
    const unknown = { outcome: 'unknown' };
    expect(
      readRefundAnswer({ ...genuine(), req_amount: '1000.00' }, account, request, now),
    ).toMatchObject(unknown);
    expect(
      readRefundAnswer(genuine({ req_reference_number: 'MR-2' }), account, request, now),
    ).toMatchObject(unknown);
    expect(readRefundAnswer(genuine({ req_amount: '9.99' }), account, request, now)).toMatchObject(
      unknown,
    );
    expect(
      readRefundAnswer(
        genuine({ signed_date_time: '2026-11-27T11:40:00Z' }),
        account,
        request,
        now,
      ),
    ).toMatchObject(unknown);
    const repeated = genuine();
    repeated.signed_field_names = `decision,${repeated.signed_field_names}`;
    repeated.signature = signFields(repeated, 'SECRET');
    expect(readRefundAnswer(repeated, account, request, now)).toMatchObject(unknown);
    const { req_currency: _, ...withoutEcho } = genuine();
    expect(readRefundAnswer(withoutEcho, account, request, now)).toMatchObject(unknown);
  });
});
