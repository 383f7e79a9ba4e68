/**
 * The sandbox's test cards (PAYMENTS.md): the outcome is the card's, whatever the amount. Its
 * hosted pages list them; the demo seed saves some of them as members' cards.
 */
export interface SandboxTestCard {
  number: string;
  brand: 'Visa' | 'Mastercard' | 'American Express';
  /** The provider's card type code (PAYMENTS.md "req_card_type"). */
  type: '001' | '002' | '003';
  decision: 'ACCEPT' | 'DECLINE' | 'REVIEW';
  reasonCode: number;
  label: string;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  {
    number: '4111111111111111',
    brand: 'Visa',
    type: '001',
    decision: 'ACCEPT',
    reasonCode: 100,
    label: 'Approves',
  },
  {
    number: '5555555555554444',
    brand: 'Mastercard',
    type: '002',
    decision: 'ACCEPT',
    reasonCode: 100,
    label: 'Approves',
  },
  {
    number: '378282246310005',
    brand: 'American Express',
    type: '003',
    decision: 'ACCEPT',
    reasonCode: 100,
    label: 'Approves (4-digit CVV)',
  },
  {
    number: '4000000000000002',
    brand: 'Visa',
    type: '001',
    decision: 'DECLINE',
    reasonCode: 203,
    label: 'Declines: general decline',
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    type: '001',
    decision: 'DECLINE',
    reasonCode: 204,
    label: 'Declines: insufficient funds',
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    type: '001',
    decision: 'REVIEW',
    reasonCode: 230,
    label: 'Held for review (CVN)',
  },
];

/** Any card with this CVV is refused as an invalid card code (reason 211). */
export const SANDBOX_BAD_CVV = '000';

export const SANDBOX_REASON_MESSAGES: Record<number, string> = {
  100: 'Request was processed successfully.',
  104: 'The transaction uuid or reference was already used.',
  202: 'Expired card.',
  203: 'General decline of the card.',
  204: 'Insufficient funds in the account.',
  211: 'Invalid card verification number.',
  230: 'The authorization request was approved but the CVN check failed; review required.',
  231: 'Invalid account number.',
  481: 'The order was rejected after review.',
};

export function sandboxTestCard(number: string): SandboxTestCard | undefined {
  return SANDBOX_TEST_CARDS.find((card) => card.number === number);
}

export function sandboxCardByLastFour(lastFour: string): SandboxTestCard | undefined {
  return SANDBOX_TEST_CARDS.find((card) => card.number.endsWith(lastFour));
}
