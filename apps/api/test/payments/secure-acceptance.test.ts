import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../src/platform/payments/provider.ts';
import {
  CRITICAL_ECHOES,
  createSecureAcceptance,
  echoMismatch,
  UnsignableFieldError,
} from '../../src/platform/payments/secure-acceptance.ts';
import {
  hasValidSignature,
  signatureData,
  signFields,
} from '../../src/platform/payments/signature.ts';

const SECRET = 'secure-acceptance-test-secret';
const account = { accessKey: 'acc_test_key', profileId: 'PROFILE-1', secretKey: SECRET };
const protocol = createSecureAcceptance({
  checkoutUrl: 'https://provider.test/checkout',
  accounts: { default: account },
  now: () => new Date('2026-03-01T12:00:00.000Z'),
});

const request: CheckoutRequest = {
  purpose: 'sale,create_payment_token',
  reference: 'MP-ATTACK1',
  transactionUuid: '5d7c6b52-6f0e-4a53-9c55-0d3f7f1b2a11',
  amount: '1025.00',
  currency: 'USD',
  language: 'en',
  billing: {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    address: 'Av. Kukulcán km 12',
    city: 'Cancún',
    state: 'ROO',
    country: 'MX',
    postCode: '77500',
  },
  merchantData: {
    userId: 7,
    contractId: 11,
    paymentType: 'monthly',
    monthlyType: 'monthly',
    multiple: false,
    isDefault: true,
  },
  deviceFingerprintId: 'fp-1',
  affiliation: null,
  receiptUrl: 'https://portal.test/api/v1/checkout/receipt',
  cancelUrl: 'https://portal.test/api/v1/checkout/cancel',
};

/** What the provider answers: every request field echoed as req_<name>, the outcome, signed. */
function providerResult(fields: Record<string, string>, outcome: Record<string, string>) {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'signature' || name.endsWith('field_names')) continue;
    result[`req_${name}`] = value;
  }
  Object.assign(result, outcome, { signed_date_time: '2026-03-01T12:03:00Z' });
  result.signed_field_names = [...Object.keys(result), 'signed_field_names'].join(',');
  result.signature = signFields(result, SECRET);
  return result;
}

/** Every field we signed except the signature: what the attempt keeps (requestFields). */
const sentOf = ({ signature: _signature, ...sent }: Record<string, string>) => sent;

describe('buildHostedCheckout keeps `,` and `=` out of the values it signs', () => {
  it('signs a clean request, with its by-design commas', () => {
    const { url, fields } = protocol.buildHostedCheckout(request);
    expect(url).toBe('https://provider.test/checkout/pay');
    expect(fields.transaction_type).toBe('sale,create_payment_token');
    expect(fields.unsigned_field_names).toBe('');
    expect(hasValidSignature(fields, SECRET)).toBe(true);
  });

  const typed = {
    firstName: 'bill_to_forename',
    lastName: 'bill_to_surname',
    address: 'bill_to_address_line1',
    city: 'bill_to_address_city',
    state: 'bill_to_address_state',
    postCode: 'bill_to_address_postal_code',
    email: 'bill_to_email',
  } as const;
  for (const [key, field] of Object.entries(typed) as [keyof typeof typed, string][]) {
    for (const text of ['Roo,decision=ACCEPT', 'a,b', 'x=y']) {
      it(`refuses ${field} holding ${JSON.stringify(text)}, without repeating the value`, () => {
        const dirty = { ...request, billing: { ...request.billing, [key]: text } };
        let thrown: unknown;
        try {
          protocol.buildHostedCheckout(dirty);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(UnsignableFieldError);
        expect((thrown as UnsignableFieldError).field).toBe(field);
        expect((thrown as Error).message).not.toContain(text);
      });
    }
  }

  it('refuses a comma anywhere else too (a token, the fingerprint, a URL)', () => {
    expect(() => protocol.buildHostedCheckout({ ...request, paymentToken: 'tok,1' })).toThrow(
      UnsignableFieldError,
    );
    expect(() =>
      protocol.buildHostedCheckout({ ...request, receiptUrl: 'https://portal.test/r?a=1' }),
    ).toThrow(UnsignableFieldError);
  });
});

describe('verifyResult', () => {
  const { fields } = protocol.buildHostedCheckout(request);
  const card = {
    req_card_number: 'xxxxxxxxxxxx1111',
    req_card_type: '001',
    req_card_expiry_date: '12-2030',
  };
  const accepted = providerResult(fields, {
    decision: 'ACCEPT',
    reason_code: '100',
    message: 'Request was processed successfully.',
    transaction_id: '7012345678901234567890',
    ...card,
    auth_amount: '1025.00',
    payment_token: 'tok_123',
  });

  it('reads a genuine result and fills `echoed` with every signed req_ field by its name', () => {
    const result = protocol.verifyResult(accepted);
    expect(result).toMatchObject({
      decision: 'ACCEPT',
      reference: 'MP-ATTACK1',
      transactionUuid: request.transactionUuid,
      transactionType: 'sale,create_payment_token',
      amount: '1025.00',
      currency: 'USD',
      token: 'tok_123',
      card: { typeCode: '001', lastFour: '1111', expMonth: 12, expYear: 2030 },
    });
    const {
      signed_field_names: _names,
      unsigned_field_names: _unsigned,
      ...echoable
    } = sentOf(fields);
    expect(result?.echoed).toEqual({
      ...echoable,
      card_number: 'xxxxxxxxxxxx1111',
      card_type: '001',
      card_expiry_date: '12-2030',
    });
    expect(echoMismatch(sentOf(fields), result?.echoed ?? {})).toBeNull();
  });

  it('leaves unsigned req_ fields out of `echoed`', () => {
    const result = protocol.verifyResult({ ...accepted, req_extra: 'posted, not signed' });
    expect(result?.echoed).not.toHaveProperty('extra');
  });

  it('refuses a result whose signed_field_names repeats a name or holds an empty one', () => {
    for (const list of [
      `decision,${accepted.signed_field_names}`,
      accepted.signed_field_names?.replace(',decision,', ',decision,,'),
    ]) {
      const names = (list ?? '').split(',');
      const tampered: Record<string, string> = { ...accepted, signed_field_names: list ?? '' };
      // Signed with the provider's own key: only the list's shape is wrong.
      tampered.signature = signFields(tampered, SECRET);
      expect(signatureData(tampered, names)).toContain('decision=ACCEPT');
      expect(protocol.verifyResult(tampered)).toBeNull();
    }
  });

  it('refuses a signed value that spans a field boundary (`,<name>=`): a re-cut result', () => {
    const spanning = providerResult(fields, {
      decision: 'CANCEL',
      reason_code: '0',
      message: 'x,decision=ACCEPT',
    });
    expect(hasValidSignature(spanning, SECRET)).toBe(true);
    expect(protocol.verifyResult(spanning)).toBeNull();
  });
});

describe('echoMismatch: every echo is what we signed', () => {
  const { fields } = protocol.buildHostedCheckout(request);
  const sent = sentOf(fields);
  const echoed = Object.fromEntries(
    Object.entries(sent).filter(([name]) => !name.endsWith('field_names')),
  );

  it('answers null when every echo matches, whatever the provider page adds (card_*)', () => {
    expect(echoMismatch(sent, echoed)).toBeNull();
    expect(
      echoMismatch(sent, { ...echoed, card_number: 'xxxxxxxxxxxx0119', card_type: '001' }),
    ).toBeNull();
  });

  it('answers the first field whose echo differs from what we signed', () => {
    expect(echoMismatch(sent, { ...echoed, bill_to_address_state: 'RO' })).toBe(
      'bill_to_address_state',
    );
    expect(echoMismatch(sent, { ...echoed, amount: '1.00' })).toBe('amount');
    expect(echoMismatch(sent, { ...echoed, merchant_defined_data94: '8' })).toBe(
      'merchant_defined_data94',
    );
  });

  it('answers a field echoed that we never signed', () => {
    expect(echoMismatch(sent, { ...echoed, zz: ',req_bill_to_address_country=MX' })).toBe('zz');
    expect(echoMismatch(sent, { ...echoed, ['__proto__']: 'x' })).toBe('__proto__');
  });

  it('answers a critical field the result does not echo', () => {
    expect(CRITICAL_ECHOES).toEqual([
      'access_key',
      'profile_id',
      'reference_number',
      'transaction_uuid',
      'transaction_type',
      'amount',
      'currency',
    ]);
    for (const name of CRITICAL_ECHOES) {
      const { [name]: _left, ...rest } = echoed;
      expect(echoMismatch(sent, rest)).toBe(name);
    }
    // Other fields may be left out of an answer, as long as what is echoed matches.
    const { bill_to_address_state: _state, ...withoutState } = echoed;
    expect(echoMismatch(sent, withoutState)).toBeNull();
  });
});
