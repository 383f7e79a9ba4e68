import { describe, expect, it } from 'vitest';
import { altchaWorkerCount } from './altcha';

describe('the captcha’s workers', () => {
  it('leave one core to the page, at least one worker and at most four', () => {
    expect(altchaWorkerCount(1)).toBe(1);
    expect(altchaWorkerCount(2)).toBe(1);
    expect(altchaWorkerCount(4)).toBe(3);
    expect(altchaWorkerCount(8)).toBe(4);
    // A browser that does not say how many cores it has.
    expect(altchaWorkerCount(undefined)).toBe(1);
    expect(altchaWorkerCount(0)).toBe(1);
  });
});
