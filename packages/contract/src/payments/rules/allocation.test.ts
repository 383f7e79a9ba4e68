import { describe, expect, it } from 'vitest';
import { type Cents, toCents } from '../../money/money.ts';
import { allocatePayment } from './allocation.ts';

const c = (value: number) => toCents(value) as Cents;
const lines = [
  { id: 1, lateFee: c(59.25), closingCost: c(0), principal: c(1185) },
  { id: 2, lateFee: c(0), closingCost: c(0), principal: c(1185) },
];

describe('applying a payment to its items (decision "Partial payments")', () => {
  it('settles every item with the exact total', () => {
    const a = allocatePayment(lines, c(2429.25));
    expect(a.lines.map((l) => l.settled)).toEqual([true, true]);
    expect(a.surplus).toBe(0);
    expect(a.lateFeesPaid).toBe(c(59.25));
    expect(a.principalPaid).toBe(c(2370));
  });
  it('pays the oldest first, late fee before principal, and leaves the last part paid', () => {
    const a = allocatePayment(lines, c(1500));
    expect(a.lines[0]?.settled).toBe(true);
    expect(a.lines[1]?.settled).toBe(false);
    expect(a.lines[1]?.paid.principal).toBe(c(255.75));
    expect(a.principalPaid).toBe(c(1440.75));
  });
  it('puts what is paid beyond the items on the balance as extra principal', () => {
    const a = allocatePayment(lines, c(3000));
    expect(a.surplus).toBe(c(570.75));
    expect(a.principalPaid).toBe(c(2940.75));
  });
  it('pays a late fee before anything else when the amount is short of it', () => {
    const a = allocatePayment(lines, c(50));
    expect(a.lines[0]?.paid).toEqual({ lateFee: c(50), closingCost: 0, principal: 0 });
    expect(a.principalPaid).toBe(0);
  });
});
