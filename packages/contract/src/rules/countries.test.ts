import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries.ts';
import { countryNamed, placeInLanguage } from './places.ts';

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

describe('countryOptions', () => {
  it('names countries in Mexican Spanish, with México, Estados Unidos and Canadá first', () => {
    const options = countryOptions('es-mx');
    expect(options.slice(0, 3).map((o) => o.name)).toEqual(['México', 'Estados Unidos', 'Canadá']);
    expect(options).toHaveLength(249);
    const rest = options.slice(3).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es-mx')));
    expect(rest[0]).toBe('Afganistán');
  });
  it('names them in US English for English', () => {
    expect(
      countryOptions('en-us')
        .slice(0, 3)
        .map((o) => o.name),
    ).toEqual(['Mexico', 'United States', 'Canada']);
  });
});

describe('placeInLanguage (Spanish review M10, issue 20 #23)', () => {
  it('names the country of a club place in the member language', () => {
    expect(placeInLanguage('Quintana Roo, Mexico', 'es')).toBe('Quintana Roo, México');
    expect(placeInLanguage('Quintana Roo, Mexico', 'en')).toBe('Quintana Roo, Mexico');
    expect(placeInLanguage('Baja California Sur, México', 'en')).toBe(
      'Baja California Sur, Mexico',
    );
    expect(placeInLanguage('Orlando, Florida, United States', 'es')).toBe(
      'Orlando, Florida, Estados Unidos',
    );
    expect(placeInLanguage('MEXICO', 'es')).toBe('México');
  });

  it('leaves a place that does not end in a country as it is', () => {
    expect(placeInLanguage('Riviera Nayarit', 'es')).toBe('Riviera Nayarit');
    expect(placeInLanguage('Nowhere, Atlantis', 'es')).toBe('Nowhere, Atlantis');
    expect(placeInLanguage('', 'es')).toBe('');
  });

  it('knows a country by its English or Spanish name', () => {
    expect(countryNamed('Mexico')).toBe('MX');
    expect(countryNamed('méxico')).toBe('MX');
    expect(countryNamed('Estados Unidos')).toBe('US');
    expect(countryNamed('Quintana Roo')).toBeUndefined();
  });
});
