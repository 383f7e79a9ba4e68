import { describe, expect, it } from 'vitest';
import {
  type CyberSourceConfig,
  createCyberSourceProvider,
  refundBody,
} from '../../src/platform/payments/cybersource.ts';
import type { RefundRequest } from '../../src/platform/payments/provider.ts';
import { fakeFetch, timeoutError } from '../payments/fake-fetch.ts';

const config: CyberSourceConfig = {
  environment: 'test',
  merchantId: 'vida_test',
  account: { accessKey: 'AK-DEFAULT', profileId: 'PROFILE-DEFAULT', secretKey: 'SECRET' },
  byAffiliation: {},
  rest: {
    kind: 'http_signature',
    keyId: 'b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c',
    secret: 'bWVtYmVyLXBhc3Nwb3J0LXRlc3Qtc2hhcmVkLXNlY3JldC0zMmI=',
  },
};
const at = new Date('2026-11-23T15:04:05.678Z');
const request: RefundRequest = {
  transactionId: '7012345678901234567890',
  reference: 'MR-0A1B2C3D4E5F',
  amount: '125.50',
  currency: 'MXN',
};

const provider = (replies: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(replies);
  return { fake, cybersource: createCyberSourceProvider(config, fake.impl, () => at) };
};

describe('CyberSource REST refund (POST /pts/v2/payments/{id}/refunds)', () => {
  it('posts the refund of the payment, signed like the other REST calls', async () => {
    const { fake, cybersource } = provider([
      { status: 201, json: { id: '7019999999999999999999', status: 'PENDING' } },
    ]);
    const result = await cybersource.refund?.(request);
    expect(result).toEqual({
      outcome: 'refunded',
      refundId: '7019999999999999999999',
      reasonCode: 100,
      message: '',
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(
      'https://apitest.cybersource.com/pts/v2/payments/7012345678901234567890/refunds',
    );
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      clientReferenceInformation: { code: 'MR-0A1B2C3D4E5F' },
      orderInformation: { amountDetails: { totalAmount: '125.50', currency: 'MXN' } },
    });
    expect(refundBody(request)).toEqual(JSON.parse(sent?.body ?? ''));
    expect(sent?.headers.get('v-c-merchant-id')).toBe('vida_test');
    expect(sent?.headers.get('signature')).toContain(
      'headers="host date request-target digest v-c-merchant-id"',
    );
    expect(sent?.headers.get('digest')).toMatch(/^SHA-256=/);
  });

  it('a refusal is a decline; no trusted answer is unknown', async () => {
    const cases: [Parameters<typeof fakeFetch>[0][number], string, number?][] = [
      [
        {
          status: 400,
          json: { status: 'INVALID_REQUEST', reason: 'INVALID_AMOUNT', message: 'Too much' },
        },
        'declined',
        102,
      ],
      [
        { status: 201, json: { status: 'INVALID_REQUEST', reason: 'INVALID_DATA' } },
        'declined',
        102,
      ],
      [{ status: 404, json: { message: 'not found' } }, 'declined', 150],
      [
        { status: 400, json: { status: 'INVALID_REQUEST', reason: 'DUPLICATE_REQUEST' } },
        'unknown',
        104,
      ],
      [{ status: 502, json: {} }, 'unknown', 150],
      [{ status: 201, json: { status: 'PENDING' } }, 'unknown', 150],
      [{ status: 201, json: { id: 'x', status: 'SOMETHING_NEW' } }, 'unknown', 150],
      [{ status: 201, text: '<html>' }, 'unknown', 150],
      [{ throws: timeoutError() }, 'unknown', 150],
      [{ throws: new TypeError('fetch failed') }, 'unknown', 150],
    ];
    for (const [reply, outcome, reasonCode] of cases) {
      const { cybersource } = provider([reply]);
      const result = await cybersource.refund?.(request);
      expect(result?.outcome, JSON.stringify(reply)).toBe(outcome);
      expect(result?.reasonCode, JSON.stringify(reply)).toBe(reasonCode);
    }
  });

  it('has no report listing: the reconciliation uses the stored results', async () => {
    const { fake, cybersource } = provider([]);
    expect(await cybersource.listTransactions?.(at, at)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
