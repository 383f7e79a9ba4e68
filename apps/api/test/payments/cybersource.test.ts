import { describe, expect, it } from 'vitest';
import {
  type CyberSourceConfig,
  createCyberSourceProvider,
  httpSignatureHeaders,
  reversalBody,
  tokenPaymentBody,
} from '../../src/platform/payments/cybersource.ts';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  CheckoutRequest,
} from '../../src/platform/payments/provider.ts';
import { signFields } from '../../src/platform/payments/signature.ts';
import { type FakeReply, fakeFetch, timeoutError } from './fake-fetch.ts';

// The vendor's servers are out of reach: the adapter is checked against the protocol's recorded
// examples (PAYMENTS.md vectors, signatures computed by the vendor's SDK) and its documented
// answer shapes, through a fake fetch that refuses any request it was not told about.
const config: CyberSourceConfig = {
  environment: 'test',
  merchantId: 'vida_test',
  account: { accessKey: 'AK-DEFAULT', profileId: 'PROFILE-DEFAULT', secretKey: 'SECRET' },
  byAffiliation: {
    PALACE: { accessKey: 'AK-PALACE', profileId: 'PROFILE-PALACE', secretKey: 'FOO' },
  },
  rest: {
    kind: 'http_signature',
    keyId: 'b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c',
    // base64 of "member-passport-test-shared-secret-32b"
    secret: 'bWVtYmVyLXBhc3Nwb3J0LXRlc3Qtc2hhcmVkLXNlY3JldC0zMmI=',
  },
};
/** Sent as `date: Mon, 23 Nov 2026 15:04:05 GMT`. */
const at = new Date('2026-11-23T15:04:05.678Z');

const charge: ChargeRequest = {
  token: 'E6A1C2B3D4F5061728394A5B6C7D8E9F',
  amount: '500.00',
  currency: 'USD',
  reference: 'MP-1A2B3C4D5E6F',
};
/** The body of `charge`, byte for byte as sent and signed. */
const VECTOR_BODY =
  '{"clientReferenceInformation":{"code":"MP-1A2B3C4D5E6F"},"processingInformation":{"capture":true},"paymentInformation":{"customer":{"id":"E6A1C2B3D4F5061728394A5B6C7D8E9F"}},"orderInformation":{"amountDetails":{"totalAmount":"500.00","currency":"USD"}}}';
/** The headers of `charge` signed at `at` with `config.rest` (see the HTTP Signature test). */
const VECTOR_HEADERS = {
  host: 'apitest.cybersource.com',
  date: 'Mon, 23 Nov 2026 15:04:05 GMT',
  digest: 'SHA-256=KjyE9D9M7Vfi2EB+9mxkUkD4vg+bEAlU6aEi/LuQ0pc=',
  'v-c-merchant-id': 'vida_test',
  signature:
    'keyid="b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id", signature="JTLbUwWg84tcWXfEul6zhVWmoQp+4nr2ZRJnchlB7ts="',
  'content-type': 'application/json;charset=utf-8',
};

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

  it('signs REST calls as the vendor SDK does: request-target without parentheses, five headers', () => {
    // Vector computed outside this code base with CyberSource's Node SDK (cybersource-rest-client
    // 0.0.80, src/authentication/http: HTTPSigToken + SignatureParameterGenerator + DigestGenerator)
    // run on these inputs with its clock fixed, and again by hand (Python hmac) from its algorithm.
    const body = JSON.stringify(tokenPaymentBody(charge));
    expect(body).toBe(VECTOR_BODY);
    expect(
      httpSignatureHeaders({
        host: 'apitest.cybersource.com',
        path: '/pts/v2/payments',
        body,
        date: 'Mon, 23 Nov 2026 15:04:05 GMT',
        merchantId: 'vida_test',
        keyId: 'b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c',
        secret: 'bWVtYmVyLXBhc3Nwb3J0LXRlc3Qtc2hhcmVkLXNlY3JldC0zMmI=',
      }),
    ).toEqual(VECTOR_HEADERS);
    // The digest alone, SHA-256 of "{}" (a published vector of the vendor's guide).
    expect(
      httpSignatureHeaders({
        host: 'apitest.cybersource.com',
        path: '/pts/v2/payments',
        body: '{}',
        date: 'Mon, 23 Nov 2026 15:04:05 GMT',
        merchantId: 'vida_test',
        keyId: 'k',
        secret: 'c2VjcmV0',
      }).digest,
    ).toBe('SHA-256=RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=');
  });

  it('charges a saved token with one signed POST carrying the exact body it signed', async () => {
    const api = fakeFetch([
      { status: 201, json: { id: '7000000000000000000001', status: 'AUTHORIZED' } },
    ]);
    const provider = createCyberSourceProvider(config, api.impl, () => at);
    expect(await provider.chargeToken(charge)).toEqual({
      outcome: 'approved',
      transactionId: '7000000000000000000001',
      reasonCode: 100,
      message: '',
    });
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests;
    expect(sent?.url).toBe('https://apitest.cybersource.com/pts/v2/payments');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBe(VECTOR_BODY);
    for (const [name, value] of Object.entries(VECTOR_HEADERS)) {
      if (name !== 'host') expect(sent?.headers.get(name)).toBe(value);
    }
    expect(tokenPaymentBody({ ...charge, cvv: '123' })).toMatchObject({
      processingInformation: { capture: true },
      paymentInformation: { customer: { id: charge.token }, card: { securityCode: '123' } },
      orderInformation: { amountDetails: { totalAmount: '500.00', currency: 'USD' } },
    });
  });

  it('maps every documented payment answer, and no failure of the provider to a decline', async () => {
    const cases: { reply: FakeReply; expected: Partial<ChargeResult> }[] = [
      {
        reply: { status: 201, json: { id: 'P1', status: 'AUTHORIZED_PENDING_REVIEW' } },
        expected: { outcome: 'review', transactionId: 'P1', reasonCode: 480 },
      },
      {
        reply: {
          status: 201,
          json: {
            id: 'P2',
            status: 'PENDING_REVIEW',
            errorInformation: { reason: 'CV_FAILED', message: 'CVN check failed' },
          },
        },
        expected: { outcome: 'review', transactionId: 'P2', reasonCode: 230 },
      },
      {
        reply: {
          status: 201,
          json: {
            id: 'P3',
            status: 'DECLINED',
            errorInformation: { reason: 'INSUFFICIENT_FUND', message: 'Insufficient funds' },
          },
        },
        expected: {
          outcome: 'declined',
          transactionId: 'P3',
          reasonCode: 204,
          message: 'Insufficient funds',
        },
      },
      {
        reply: { status: 201, json: { id: 'P4', status: 'DECLINED' } },
        expected: { outcome: 'declined', reasonCode: 203 },
      },
      {
        reply: {
          status: 400,
          json: {
            status: 'INVALID_REQUEST',
            reason: 'INVALID_DATA',
            message: 'Declined - bad data',
          },
        },
        expected: { outcome: 'declined', transactionId: null, reasonCode: 102 },
      },
      {
        reply: { status: 400, json: { status: 'INVALID_REQUEST', reason: 'MISSING_FIELD' } },
        expected: { outcome: 'declined', reasonCode: 101 },
      },
      {
        reply: {
          status: 201,
          json: {
            id: 'P5',
            status: 'INVALID_REQUEST',
            errorInformation: { reason: 'EXPIRED_CARD' },
          },
        },
        expected: { outcome: 'declined', transactionId: 'P5', reasonCode: 202 },
      },
      {
        // The reference was used already: that charge's fate decides, not this refusal.
        reply: { status: 400, json: { status: 'INVALID_REQUEST', reason: 'DUPLICATE_REQUEST' } },
        expected: { outcome: 'unknown', transactionId: null, reasonCode: 104 },
      },
      {
        reply: { status: 201, json: { id: 'P6', status: 'PENDING_AUTHENTICATION' } },
        expected: { outcome: 'declined', reasonCode: 475 },
      },
      {
        reply: { status: 201, json: { id: 'P7', status: 'SOME_NEW_STATUS' } },
        expected: { outcome: 'unknown', transactionId: null, reasonCode: 150 },
      },
      {
        reply: { status: 201, json: { status: 'AUTHORIZED' } },
        expected: { outcome: 'unknown', reasonCode: 150 },
      },
      {
        reply: {
          status: 502,
          json: { status: 'SERVER_ERROR', reason: 'SERVER_TIMEOUT', message: 'Timed out' },
        },
        expected: {
          outcome: 'unknown',
          transactionId: null,
          reasonCode: 150,
          message: 'Timed out',
        },
      },
      {
        reply: { status: 503, text: '<html>Service Unavailable</html>' },
        expected: { outcome: 'unknown', reasonCode: 150 },
      },
      {
        reply: { status: 201, text: '{"id":"P8","status":"AUTHO' },
        expected: { outcome: 'unknown', reasonCode: 150 },
      },
      {
        reply: { status: 201, json: { id: 42, status: 'AUTHORIZED' } },
        expected: { outcome: 'unknown', reasonCode: 150 },
      },
      {
        reply: { throws: new TypeError('fetch failed') },
        expected: { outcome: 'unknown', reasonCode: 150, message: 'Provider unreachable.' },
      },
      {
        reply: { throws: timeoutError() },
        expected: { outcome: 'unknown', reasonCode: 150, message: 'Provider timed out.' },
      },
      {
        // Our credentials refused: nothing was charged, and it is not the card's fault.
        reply: { status: 401, json: { response: { rmsg: 'Authentication Failed' } } },
        expected: { outcome: 'error', transactionId: null, reasonCode: 150 },
      },
    ];
    for (const { reply, expected } of cases) {
      const api = fakeFetch([reply]);
      const provider = createCyberSourceProvider(config, api.impl, () => at);
      const result = await provider.chargeToken(charge);
      expect({ reply, result }).toMatchObject({ reply, result: expected });
      expect(api.requests).toHaveLength(1);
    }
  });

  it('reverses a risk-declined authorization with a signed request before answering 481', async () => {
    const api = fakeFetch([
      {
        status: 201,
        json: {
          id: '7000000000000000000001',
          status: 'AUTHORIZED_RISK_DECLINED',
          errorInformation: { reason: 'DECISION_PROFILE_REJECT', message: 'Rejected' },
          orderInformation: { amountDetails: { authorizedAmount: '500.00' } },
        },
      },
      { status: 201, json: { id: '7000000000000000000002', status: 'REVERSED' } },
    ]);
    const provider = createCyberSourceProvider(config, api.impl, () => at);
    expect(await provider.chargeToken(charge)).toEqual({
      outcome: 'declined',
      transactionId: '7000000000000000000001',
      reasonCode: 481,
      message: 'Rejected',
    });
    expect(api.requests).toHaveLength(2);
    const reversal = api.requests[1];
    expect(reversal?.url).toBe(
      'https://apitest.cybersource.com/pts/v2/payments/7000000000000000000001/reversals',
    );
    expect(reversal?.method).toBe('POST');
    expect(reversal?.body).toBe(JSON.stringify(reversalBody(charge.reference, '500.00')));
    // Vector from the vendor's SDK, as above, for this path and body.
    expect(reversal?.body).toBe(
      '{"clientReferenceInformation":{"code":"MP-1A2B3C4D5E6F"},"reversalInformation":{"amountDetails":{"totalAmount":"500.00"}}}',
    );
    expect(reversal?.headers.get('digest')).toBe(
      'SHA-256=iCyj6QvWHA5MGWD7Pu2dh6Ev0TEVh24igXBruiJX0rw=',
    );
    expect(reversal?.headers.get('signature')).toBe(
      'keyid="b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id", signature="25JUGjPS1/817o3rI7j+HyxGsblSHtCRIMBE+9T1eWs="',
    );
  });

  it('gives back a partial authorization (only what was authorized) and answers 110', async () => {
    const api = fakeFetch([
      {
        status: 201,
        json: {
          id: 'PARTIAL-1',
          status: 'PARTIAL_AUTHORIZED',
          orderInformation: { amountDetails: { authorizedAmount: '200.00' } },
        },
      },
      { status: 201, json: { id: 'REV-1', status: 'REVERSED' } },
    ]);
    const provider = createCyberSourceProvider(config, api.impl, () => at);
    expect(await provider.chargeToken(charge)).toMatchObject({
      outcome: 'declined',
      transactionId: 'PARTIAL-1',
      reasonCode: 110,
    });
    expect(api.requests[1]?.url).toBe(
      'https://apitest.cybersource.com/pts/v2/payments/PARTIAL-1/reversals',
    );
    expect(JSON.parse(api.requests[1]?.body ?? '')).toEqual(
      reversalBody(charge.reference, '200.00'),
    );
    expect(api.requests[1]?.headers.get('signature')).toBe(
      httpSignatureHeaders({
        host: 'apitest.cybersource.com',
        path: '/pts/v2/payments/PARTIAL-1/reversals',
        body: api.requests[1]?.body ?? '',
        date: 'Mon, 23 Nov 2026 15:04:05 GMT',
        merchantId: 'vida_test',
        keyId: 'b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c',
        secret: 'bWVtYmVyLXBhc3Nwb3J0LXRlc3Qtc2hhcmVkLXNlY3JldC0zMmI=',
      }).signature,
    );
  });

  it('answers unknown when the reversal fails: the authorization may stand', async () => {
    const riskDeclined: FakeReply = {
      status: 201,
      json: { id: 'RISK-1', status: 'AUTHORIZED_RISK_DECLINED' },
    };
    for (const reversal of [
      { status: 502, json: { status: 'SERVER_ERROR' } },
      { status: 400, json: { status: 'INVALID_REQUEST', reason: 'INVALID_DATA' } },
      { status: 201, text: 'not json' },
      { throws: timeoutError() },
    ] satisfies FakeReply[]) {
      const api = fakeFetch([riskDeclined, reversal]);
      const provider = createCyberSourceProvider(config, api.impl, () => at);
      expect(await provider.chargeToken(charge)).toMatchObject({
        outcome: 'unknown',
        transactionId: null,
        reasonCode: 150,
      });
      expect(api.requests).toHaveLength(2);
      // Reversed in full when the answer does not say what was authorized.
      expect(JSON.parse(api.requests[1]?.body ?? '')).toEqual(
        reversalBody(charge.reference, charge.amount),
      );
    }
  });
});

/** A Transaction Search summary with the vendor's services ("applications"). */
function summary(
  id: string,
  applications: { name: string; rCode: string; reasonCode: string; rFlag?: string }[],
  code = charge.reference,
) {
  return {
    id,
    submitTimeUtc: '2026-11-23T15:04:06Z',
    merchantId: 'vida_test',
    clientReferenceInformation: { code },
    applicationInformation: { applications },
  };
}
function searchAnswer(summaries: unknown[], totalCount = summaries.length) {
  return {
    searchId: 'c3b4b8d2-0000-4000-8000-000000000001',
    count: summaries.length,
    totalCount,
    _embedded: { transactionSummaries: summaries },
  };
}
const auth = { name: 'ics_auth', rCode: '1', reasonCode: '100', rFlag: 'SOK' };
const bill = { name: 'ics_bill', rCode: '1', reasonCode: '100', rFlag: 'SOK' };

describe('CyberSource findCharge (Transaction Search)', () => {
  it('searches our reference with a signed POST /tss/v2/searches', async () => {
    const api = fakeFetch([{ status: 201, json: searchAnswer([summary('T1', [auth, bill])]) }]);
    const provider = createCyberSourceProvider(config, api.impl, () => at);
    expect(await provider.findCharge(charge.reference)).toEqual({
      outcome: 'approved',
      transactionId: 'T1',
      reasonCode: 100,
      message: 'Charge found: authorized and captured.',
    });
    const [sent] = api.requests;
    expect(sent?.url).toBe('https://apitest.cybersource.com/tss/v2/searches');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      save: false,
      timezone: 'UTC',
      query: 'clientReferenceInformation.code:MP-1A2B3C4D5E6F',
      offset: 0,
      limit: 100,
      sort: 'submitTimeUtc:desc',
    });
    expect(sent?.headers.get('signature')).toBe(
      httpSignatureHeaders({
        host: 'apitest.cybersource.com',
        path: '/tss/v2/searches',
        body: sent?.body ?? '',
        date: 'Mon, 23 Nov 2026 15:04:05 GMT',
        merchantId: 'vida_test',
        keyId: 'b1f6c2a4-5d3e-4f7a-9c8b-0e1d2f3a4b5c',
        secret: 'bWVtYmVyLXBhc3Nwb3J0LXRlc3Qtc2hhcmVkLXNlY3JldC0zMmI=',
      }).signature,
    );
    expect(sent?.headers.get('signature')).toContain('headers="host date request-target digest');
  });

  it('reads the provider’s record: captured, declined, in review, reversed, or none', async () => {
    const decline = {
      name: 'ics_auth',
      rCode: '0',
      reasonCode: '204',
      rFlag: 'DINSUFFICIENTFUNDS',
    };
    const dmReview = { name: 'ics_decision', rCode: '1', reasonCode: '480', rFlag: 'DREVIEW' };
    const dmReject = { name: 'ics_decision', rCode: '0', reasonCode: '481', rFlag: 'DREJECT' };
    const reversed = { name: 'ics_auth_reversal', rCode: '1', reasonCode: '100', rFlag: 'SOK' };
    const cases: { answer: FakeReply; expected: Partial<ChargeLookup> }[] = [
      {
        answer: { status: 201, json: searchAnswer([summary('T2', [decline])]) },
        expected: { outcome: 'declined', transactionId: 'T2', reasonCode: 204 },
      },
      {
        answer: { status: 201, json: searchAnswer([summary('T3', [auth, dmReview])]) },
        expected: { outcome: 'review', transactionId: 'T3', reasonCode: 480 },
      },
      {
        // Authorized, refused by the fraud screen, then reversed: no money moved.
        answer: {
          status: 201,
          json: searchAnswer([summary('T5', [reversed]), summary('T4', [auth, dmReject])]),
        },
        expected: { outcome: 'declined', transactionId: 'T4', reasonCode: 481 },
      },
      {
        // The same without the reversal: the hold stands, a person must look.
        answer: { status: 201, json: searchAnswer([summary('T4', [auth, dmReject])]) },
        expected: { outcome: 'review', transactionId: 'T4', reasonCode: 481 },
      },
      {
        // A retry refused as a duplicate does not undo the capture before it.
        answer: {
          status: 201,
          json: searchAnswer([
            summary('T7', [{ name: 'ics_auth', rCode: '0', reasonCode: '104' }]),
            summary('T6', [auth, bill]),
          ]),
        },
        expected: { outcome: 'approved', transactionId: 'T6' },
      },
      {
        answer: { status: 201, json: searchAnswer([]) },
        expected: { outcome: 'not_found' },
      },
      {
        answer: { status: 201, json: { searchId: 'x', count: 0, totalCount: 0 } },
        expected: { outcome: 'not_found' },
      },
      {
        // Another reference matched by the text query is not ours.
        answer: {
          status: 201,
          json: searchAnswer([summary('T8', [auth, bill], 'MP-FFFFFFFFFFFF')]),
        },
        expected: { outcome: 'not_found' },
      },
      {
        // More results than one page, none ours on it: ours may be further on.
        answer: {
          status: 201,
          json: searchAnswer([summary('T8', [auth, bill], 'MP-FFFFFFFFFFFF')], 250),
        },
        expected: { outcome: 'unknown' },
      },
      {
        // A decline on a page that is not the whole answer: a capture may be on the next one.
        answer: { status: 201, json: searchAnswer([summary('T2', [decline])], 250) },
        expected: { outcome: 'unknown' },
      },
      {
        // The vendor's own error (rCode -1, reason 150): no final word.
        answer: {
          status: 201,
          json: searchAnswer([
            summary('T9', [{ name: 'ics_auth', rCode: '-1', reasonCode: '150' }]),
          ]),
        },
        expected: { outcome: 'unknown' },
      },
      {
        answer: { status: 500, json: { status: 'SERVER_ERROR' } },
        expected: { outcome: 'unknown' },
      },
      { answer: { status: 401, json: {} }, expected: { outcome: 'unknown' } },
      { answer: { status: 201, text: '<html>' }, expected: { outcome: 'unknown' } },
      {
        answer: { status: 201, json: { _embedded: { transactionSummaries: 'x' } } },
        expected: { outcome: 'unknown' },
      },
      { answer: { throws: timeoutError() }, expected: { outcome: 'unknown' } },
      { answer: { throws: new TypeError('fetch failed') }, expected: { outcome: 'unknown' } },
    ];
    for (const { answer, expected } of cases) {
      const api = fakeFetch([answer]);
      const provider = createCyberSourceProvider(config, api.impl, () => at);
      const lookup = await provider.findCharge(charge.reference);
      expect({ answer, lookup }).toMatchObject({ answer, lookup: expected });
      expect(api.requests).toHaveLength(1);
    }
  });

  it('does not put a reference that could change the query into it', async () => {
    const api = fakeFetch([]);
    const provider = createCyberSourceProvider(config, api.impl, () => at);
    expect(await provider.findCharge('MP-1 OR merchantId:other')).toEqual({ outcome: 'unknown' });
    expect(api.requests).toHaveLength(0);
  });
});
