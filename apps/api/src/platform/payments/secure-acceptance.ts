import type { Language } from '@mp/contract/constants';
import type {
  CheckoutDecision,
  CheckoutRequest,
  CheckoutResult,
  HostedCheckout,
} from './provider.ts';
import { hasValidSignature, signFields } from './signature.ts';

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
      fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
      fields.signature = signFields(fields, account.secretKey);
      return { url: `${options.checkoutUrl}${checkoutPath(request.purpose)}`, fields };
    },

    verifyResult(posted: Readonly<Record<string, string>>): CheckoutResult | null {
      const account = allAccounts.find(
        (a) => a.accessKey === posted.req_access_key || a.profileId === posted.req_profile_id,
      );
      if (!account || !hasValidSignature(posted, account.secretKey)) return null;
      const signed = new Map(
        (posted.signed_field_names ?? '')
          .split(',')
          .filter(Boolean)
          .map((name) => [name, posted[name] ?? ''] as const),
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
      };
    },
  };
}
