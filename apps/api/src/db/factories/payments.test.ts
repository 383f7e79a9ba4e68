import { clubToday } from '@mp/contract/rules/club-date';
import { afterEach, expect, it, vi } from 'vitest';
import { installmentRows } from './payments.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('dates the installment due today on the day the payment rules call today, in the evening too', () => {
  // 21:00 on 27 November in Cancún, already the 28th in UTC: a browser journey failed at 00:10
  // UTC when the factories counted from the UTC day (today's installment was due tomorrow).
  const evening = new Date('2026-11-28T02:00:00Z');
  vi.useFakeTimers({ toFake: ['Date'], now: evening });
  const [overdue, today] = installmentRows(1, '500.00', [-30, 0]);
  expect(today?.dueDate).toBe(clubToday(evening));
  expect(overdue?.dueDate).toBe('2026-10-28');
});
