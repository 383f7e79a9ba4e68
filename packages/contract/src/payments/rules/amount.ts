import type { ValidationKey } from '../../i18n/validation.en.ts';
import { type Cents, parseTypedAmount } from '../../money/money.ts';

/**
 * Spec §5 "Payment amount": required, numeric, above 0, thousands separators stripped, not above
 * the maximum. The form and the route both ask this; null means the amount is acceptable.
 */
export function amountProblem(typed: string | number, max: Cents): ValidationKey | null {
  const text = String(typed).trim();
  if (text === '') return 'amount_required';
  const cents = parseTypedAmount(text);
  if (cents === null) return 'amount_invalid';
  if (cents <= 0) return 'amount_positive';
  return cents > max ? 'amount_above_max' : null;
}
