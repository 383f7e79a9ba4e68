import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chargeResultOf,
  createCyberSourceProvider,
  httpSignatureHeaders,
  tokenPaymentBody,
} from '../../src/platform/payments/cybersource.ts';
import type { CheckoutRequest } from '../../src/platform/payments/provider.ts';
import { signFields } from '../../src/platform/payments/signature.ts';

// The vendor's servers are out of reach: the adapter is checked against the protocol's recorded
// examples (PAYMENTS.md vectors, the digest of a known body) and its documented answer shapes.
const config = {
  environment: 'test' as const,
  merchantId: 'vida_test',
  account: { accessKey: 'AK-DEFAULT', profileId: 'PROFILE-DEFAULT', secretKey: 'SECRET' },
  byAffiliation: {
    PALACE: { accessKey: 'AK-PALACE', profileId: 'PROFILE-PALACE', secretKey: 'FOO' },
  },
  restKeyId: 'key-id-1',
  restSecret: Buffer.from('rest-shared-secret').toString('base64'),
};
const at = new Date('2026-11-23T15:04:05.678Z');

const request: CheckoutRequest = {
  purpose: 'sale',
  reference: 'MP-0A1B2C',
  transactionUuid: '6f1c9a52-3b0e-4f4e-9c1a-2f0d5e7b8a90',
  amount: '1025.00',
  currency: 'MXN',
  language: 'es',
  billing: {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    address: 'Av. Kukulcán km 12',
    city: 'Cancún',
    state: 'Quintana Roo',
    country: 'MX',
    postCode: '77500',
  },
  merchantData: {
    userId: 7,
    contractId: 12,
    paymentType: 'monthly',
    monthlyType: 'monthly',
    multiple: false,
    isDefault: false,
  },
  affiliation: 'PALACE',
  receiptUrl: 'https://portal.example/api/v1/checkout/receipt',
  cancelUrl: 'https://portal.example/api/v1/checkout/cancel',
};

describe('CyberSource adapter', () => {
  it('signs the hosted checkout with the affiliation’s profile, for the test host', () => {
    const provider = createCyberSourceProvider(config, fetch, () => at);
    const { url, fields } = provider.buildHostedCheckout(request);
    expect(url).toBe('https://testsecureacceptance.cybersource.com/pay');
    expect(fields).toMatchObject({
      access_key: 'AK-PALACE',
      profile_id: 'PROFILE-PALACE',
      signed_date_time: '2026-11-23T15:04:05Z',
      locale: 'es-mx',
      currency: 'MXN',
      payment_method: 'card',
    });
    expect(fields.signed_field_names?.split(',').at(-1)).toBe('signed_field_names');
    expect(fields.signature).toBe(signFields(fields, 'FOO'));
    const other = createCyberSourceProvider(config, fetch, () => at).buildHostedCheckout({
      ...request,
      affiliation: 'UNKNOWN',
      purpose: 'update_payment_token',
      paymentToken: 'TOKEN-1',
    });
    expect(other.url).toBe('https://testsecureacceptance.cybersource.com/token/update');
    expect(other.fields).toMatchObject({ access_key: 'AK-DEFAULT', payment_token: 'TOKEN-1' });
  });

  it('reads a result only through its signature and only its signed fields', () => {
    const provider = createCyberSourceProvider(config);
    const fields: Record<string, string> = {
      decision: 'ACCEPT',
      reason_code: '100',
      message: 'Request was processed successfully.',
      transaction_id: '7000000000000000000001',
      auth_amount: '1025.00',
      req_access_key: 'AK-PALACE',
      req_profile_id: 'PROFILE-PALACE',
      req_reference_number: 'MP-0A1B2C',
      req_transaction_uuid: request.transactionUuid,
      req_transaction_type: 'sale,create_payment_token',
      req_amount: '1025.00',
      req_currency: 'MXN',
      req_locale: 'es-mx',
      req_card_number: 'xxxxxxxxxxxx1111',
      req_card_type: '001',
      req_card_expiry_date: '12-2029',
      payment_token: 'TOKEN-NEW',
      signed_date_time: '2026-11-23T15:05:00Z',
    };
    fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
    const signed = { ...fields, signature: signFields(fields, 'FOO') };
    expect(provider.verifyResult(signed)).toMatchObject({
      decision: 'ACCEPT',
      reasonCode: 100,
      reference: 'MP-0A1B2C',
      amount: '1025.00',
      locale: 'es',
      token: 'TOKEN-NEW',
      card: { typeCode: '001', lastFour: '1111', expMonth: 12, expYear: 2029 },
    });
    // Signed with another merchant's key, or changed after signing: refused.
    expect(
      provider.verifyResult({ ...fields, signature: signFields(fields, 'SECRET') }),
    ).toBeNull();
    expect(provider.verifyResult({ ...signed, req_amount: '1.00' })).toBeNull();
    // A field outside the signed list is not read.
    const narrow: Record<string, string> = {
      decision: 'ACCEPT',
      req_access_key: 'AK-PALACE',
      req_reference_number: 'MP-1',
      req_transaction_uuid: 'u-1',
      signed_field_names:
        'decision,req_access_key,req_reference_number,req_transaction_uuid,signed_field_names',
    };
    const result = provider.verifyResult({
      ...narrow,
      signature: signFields(narrow, 'FOO'),
      payment_token: 'INJECTED',
    });
    expect(result?.token).toBeNull();
  });

  it('signs REST calls with the base64-decoded shared secret over the five headers', () => {
    const body = '{}';
    const headers = httpSignatureHeaders({
      host: 'apitest.cybersource.com',
      path: '/pts/v2/payments',
      body,
      date: 'Mon, 23 Nov 2026 15:04:05 GMT',
      merchantId: 'vida_test',
      keyId: 'key-id-1',
      secret: config.restSecret,
    });
    // SHA-256 of "{}", a fixed vector.
    expect(headers.digest).toBe('SHA-256=RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=');
    const expected = createHmac('sha256', Buffer.from('rest-shared-secret'))
      .update(
        'host: apitest.cybersource.com\ndate: Mon, 23 Nov 2026 15:04:05 GMT\n(request-target): post /pts/v2/payments\ndigest: SHA-256=RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=\nv-c-merchant-id: vida_test',
      )
      .digest('base64');
    expect(headers.signature).toBe(
      `keyid="key-id-1", algorithm="HmacSHA256", headers="host date (request-target) digest v-c-merchant-id", signature="${expected}"`,
    );
  });

  it('charges a saved token and reads the documented answers', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const answers = [
      { status: 201, body: { id: '6300000000000001', status: 'AUTHORIZED' } },
      {
        status: 201,
        body: {
          id: '6300000000000002',
          status: 'DECLINED',
          errorInformation: {
            reason: 'INSUFFICIENT_FUND',
            message: 'Decline - Insufficient funds',
          },
        },
      },
      { status: 502, body: { status: 'SERVER_ERROR' } },
    ];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[calls.length - 1] ?? answers[0];
      return new Response(JSON.stringify(answer?.body), { status: answer?.status });
    }) as unknown as typeof fetch;
    const provider = createCyberSourceProvider(config, fakeFetch, () => at);
    const charge = {
      token: 'TOKEN-1',
      amount: '500.00',
      currency: 'USD' as const,
      reference: 'MP-1',
      cvv: '123',
    };
    expect(await provider.chargeToken(charge)).toMatchObject({
      outcome: 'approved',
      reasonCode: 100,
    });
    expect(await provider.chargeToken(charge)).toMatchObject({
      outcome: 'declined',
      reasonCode: 204,
    });
    expect(await provider.chargeToken(charge)).toMatchObject({ outcome: 'error', reasonCode: 150 });
    expect(calls[0]?.url).toBe('https://apitest.cybersource.com/pts/v2/payments');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(tokenPaymentBody(charge));
    expect(tokenPaymentBody(charge)).toMatchObject({
      processingInformation: { capture: true },
      paymentInformation: { customer: { id: 'TOKEN-1' } },
      orderInformation: { amountDetails: { totalAmount: '500.00', currency: 'USD' } },
    });
    expect(chargeResultOf(201, { id: 'x', status: 'AUTHORIZED_PENDING_REVIEW' }).outcome).toBe(
      'review',
    );
  });
});
