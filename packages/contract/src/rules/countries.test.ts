import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';

describe('COUNTRY_CODES', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted, so a missing or duplicated code is easy to spot in review', () => {
    expect([...COUNTRY_CODES]).toEqual([...COUNTRY_CODES].sort());
  });

  it.each(['MX', 'US', 'CA', 'ES'])('includes %s', (code) => {
    expect(isCountryCode(code)).toBe(true);
  });

  it.each(['mx', 'XX', 'UK', 'MEX', '', null, 52])('rejects %s', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });
});
