import type { Language } from '@mp/contract/constants';
import type {
  CheckoutDecision,
  CheckoutRequest,
  CheckoutResult,
  HostedCheckout,
} from './provider.ts';
import { hasSignatureSeparator, hasValidSignature, signFields } from './signature.ts';

/** One merchant's hosted-checkout credentials (a profile of the provider's business centre). */
export interface MerchantAccount {
  accessKey: string;
  profileId: string;
  secretKey: string;
}

export interface SecureAcceptanceOptions {
  /** The hosted checkout's base URL: the provider's host, or the sandbox's `/sandbox/checkout`. */
  checkoutUrl: string;
  /** The default account, and others by affiliation (spec §3: credentials per affiliation). */
  accounts: { default: MerchantAccount; byAffiliation?: Readonly<Record<string, MerchantAccount>> };
  now?: () => Date;
}

const DECISIONS: readonly CheckoutDecision[] = ['ACCEPT', 'DECLINE', 'REVIEW', 'ERROR', 'CANCEL'];

/**
 * The request fields that hold a comma by design (PAYMENTS.md "Signature"): every other value we
 * sign must hold neither `,` nor `=`, or the signed string could be read as other fields.
 */
const COMMA_FIELDS: ReadonlySet<string> = new Set([
  'transaction_type',
  'signed_field_names',
  'unsigned_field_names',
]);

/** A value we would sign holds `,` or `=`: refused, never signed (the value is not repeated). */
export class UnsignableFieldError extends Error {
  constructor(readonly field: string) {
    super(`The checkout field ${field} holds a comma or an equals sign: it is not signed.`);
    this.name = 'UnsignableFieldError';
  }
}

/**
 * The echoes a result must carry: what identifies the attempt and what it charges. Without them a
 * result could leave out the very field a re-cut changed.
 */
export const CRITICAL_ECHOES = [
  'access_key',
  'profile_id',
  'reference_number',
  'transaction_uuid',
  'transaction_type',
  'amount',
  'currency',
] as const;

/** Fields the provider's own page adds to the request (the card typed there): not ours to check. */
const isProviderPageField = (name: string) => name.startsWith('card_');

/**
 * A signed value holding `,<name>=` spans a boundary of the signed string: the result was cut at
 * other commas than the provider's (PAYMENTS.md "Signature"). No genuine value holds one.
 */
export const SPANS_A_FIELD = /,[A-Za-z0-9_]+=/;

/**
 * The first field whose echo differs from the request we signed, or null when every echo
 * matches (PAYMENTS.md "Signature": check every echoed `req_*` field against what we sent and
 * stored with the attempt before looking at `decision`). `sent` is every field we signed except
 * `signature`; `echoed` is `CheckoutResult.echoed`. Every echoed field must be one we sent, with
 * the same value (the card fields the provider's page adds aside), and the critical ones must be
 * echoed at all.
 */
export function echoMismatch(
  sent: Readonly<Record<string, string>>,
  echoed: Readonly<Record<string, string>>,
): string | null {
  for (const name of CRITICAL_ECHOES) {
    if (!Object.hasOwn(echoed, name)) return name;
  }
  for (const [name, value] of Object.entries(echoed)) {
    if (isProviderPageField(name)) continue;
    if (!Object.hasOwn(sent, name) || sent[name] !== value) return name;
  }
  return null;
}

/** PAYMENTS.md: UTC, `YYYY-MM-DDThh:mm:ssZ`, no fraction. */
export const signedDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** PAYMENTS.md "Paths": sales (with or without a token) post to /pay. */
export function checkoutPath(transactionType: string): string {
  if (transactionType === 'create_payment_token') return '/token/create';
  if (transactionType === 'update_payment_token') return '/token/update';
  return '/pay';
}

/**
 * The Secure Acceptance Hosted Checkout protocol (PAYMENTS.md "The protocol"): the fields are
 * signed here, on the server, so the secret key never reaches a browser; results are trusted only
 * through their own signature, and only their signed fields are read. The sandbox and the
 * CyberSource adapter both speak it, with their own URL and credentials.
 */
export function createSecureAcceptance(options: SecureAcceptanceOptions) {
  const now = options.now ?? (() => new Date());
  const accountFor = (affiliation: string | null) =>
    (affiliation && options.accounts.byAffiliation?.[affiliation]) || options.accounts.default;
  const allAccounts = [
    options.accounts.default,
    ...Object.values(options.accounts.byAffiliation ?? {}),
  ];

  return {
    buildHostedCheckout(request: CheckoutRequest): HostedCheckout {
      const account = accountFor(request.affiliation);
      const data = request.merchantData;
      const fields: Record<string, string> = {
        access_key: account.accessKey,
        profile_id: account.profileId,
        transaction_uuid: request.transactionUuid,
        signed_date_time: signedDateTime(now()),
        locale: request.language === 'es' ? 'es-mx' : 'en-us',
        transaction_type: request.purpose,
        reference_number: request.reference,
        amount: request.amount,
        currency: request.currency,
        payment_method: 'card',
        bill_to_forename: request.billing.firstName,
        bill_to_surname: request.billing.lastName,
        bill_to_email: request.billing.email,
        bill_to_address_line1: request.billing.address,
        bill_to_address_city: request.billing.city,
        bill_to_address_state: request.billing.state,
        bill_to_address_country: request.billing.country,
        bill_to_address_postal_code: request.billing.postCode,
        merchant_defined_data94: String(data.userId),
        merchant_defined_data95: data.contractId === null ? '0' : String(data.contractId),
        merchant_defined_data96: data.paymentType ?? 'card',
        merchant_defined_data97: data.monthlyType ?? 'none',
        merchant_defined_data98: data.multiple ? '1' : '0',
        merchant_defined_data99: data.isDefault ? '1' : '0',
        override_custom_receipt_page: request.receiptUrl,
        override_custom_cancel_page: request.cancelUrl,
      };
      if (request.paymentToken) fields.payment_token = request.paymentToken;
      if (request.deviceFingerprintId) fields.device_fingerprint_id = request.deviceFingerprintId;
      fields.unsigned_field_names = '';
      for (const [name, value] of Object.entries(fields)) {
        if (!COMMA_FIELDS.has(name) && hasSignatureSeparator(value)) {
          throw new UnsignableFieldError(name);
        }
      }
      fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
      fields.signature = signFields(fields, account.secretKey);
      return { url: `${options.checkoutUrl}${checkoutPath(request.purpose)}`, fields };
    },

    verifyResult(posted: Readonly<Record<string, string>>): CheckoutResult | null {
      const account = allAccounts.find(
        (a) => a.accessKey === posted.req_access_key || a.profileId === posted.req_profile_id,
      );
      // hasValidSignature also refuses a list that repeats a name or holds an empty one.
      if (!account || !hasValidSignature(posted, account.secretKey)) return null;
      const signed = new Map(
        (posted.signed_field_names ?? '')
          .split(',')
          .map((name) => [name, posted[name] ?? ''] as const),
      );
      for (const value of signed.values()) if (SPANS_A_FIELD.test(value)) return null;
      const echoed = Object.fromEntries(
        [...signed]
          .filter(([name]) => name.startsWith('req_') && name.length > 4)
          .map(([name, value]) => [name.slice(4), value]),
      );
      const get = (name: string) => signed.get(name) || null;
      const decision = get('decision') as CheckoutDecision | null;
      const reference = get('req_reference_number');
      const transactionUuid = get('req_transaction_uuid');
      if (!decision || !DECISIONS.includes(decision) || !reference || !transactionUuid) return null;
      const lastFour = get('req_card_number')?.slice(-4) ?? null;
      const expiry = /^(\d{2})-(\d{4})$/.exec(get('req_card_expiry_date') ?? '');
      const typeCode = get('req_card_type');
      const locale: Language = get('req_locale')?.startsWith('es') ? 'es' : 'en';
      return {
        decision,
        reasonCode: Number(get('reason_code') ?? 0),
        message: get('message') ?? '',
        reference,
        transactionUuid,
        transactionType: get('req_transaction_type') ?? '',
        amount: get('req_amount') ?? '',
        authAmount: get('auth_amount'),
        currency: get('req_currency') ?? '',
        transactionId: get('transaction_id'),
        token: get('payment_token') ?? get('req_payment_token'),
        locale,
        card:
          lastFour && typeCode && expiry
            ? {
                typeCode,
                lastFour,
                expMonth: Number(expiry[1]),
                expYear: Number(expiry[2]),
              }
            : null,
        billing: get('req_bill_to_address_line1')
          ? {
              firstName: get('req_bill_to_forename') ?? '',
              lastName: get('req_bill_to_surname') ?? '',
              address: get('req_bill_to_address_line1') ?? '',
              city: get('req_bill_to_address_city') ?? '',
              state: get('req_bill_to_address_state') ?? '',
              country: get('req_bill_to_address_country') ?? '',
              postCode: get('req_bill_to_address_postal_code') ?? '',
            }
          : null,
        echoed,
      };
    },
  };
}
