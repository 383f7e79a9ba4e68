import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromBrowser, languageFromHeaders, languageOfTag } from './language.ts';
import { isMessageKey } from './messages.ts';
import { greetingName, isValidName } from './name.ts';
import { isValidPhone } from './phone.ts';
import { isStateOf, stateOptions } from './states.ts';

describe('phone format (spec §5)', () => {
  it.each([
    '+52 998 123 4567',
    '998-123-4567',
    '(998) 123 4567',
    '5551234567',
    '+1 312 555 0142',
    '+52 55 5555 0123',
    '123 4567',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each([
    '',
    'abc',
    '12',
    '+52 998 12',
    '998_123_4567',
    '++52 998 123 4567',
    '1'.repeat(16),
    '998 123 4567 ext 2',
  ])('rejects %s', (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe('names', () => {
  it.each(["O'Brien", 'Jean-Luc', 'Ma. José', 'García Márquez', 'Łukasz', '李'])(
    'accepts %s',
    (name) => expect(isValidName(name)).toBe(true),
  );
  it.each(['', '   ', '123', 'John3', '<script>', '-Ana'])('rejects %s', (name) =>
    expect(isValidName(name)).toBe(false),
  );

  it('greets with the lower-cased first name, then the last name, else nothing', () => {
    expect(greetingName({ first_name: 'JOHN', last_name: 'Smith' })).toBe('john');
    expect(greetingName({ first_name: '  ', last_name: 'García' })).toBe('garcía');
    expect(greetingName({ first_name: null, last_name: null })).toBeNull();
  });
});

describe('language', () => {
  it('is Spanish only for Spanish browsers', () => {
    expect(languageFromBrowser('es')).toBe('es');
    expect(languageFromBrowser('es-MX')).toBe('es');
    expect(languageFromBrowser('en-US')).toBe('en');
    expect(languageFromBrowser('pt-BR')).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });
  it('reads X-Language first, then Accept-Language', () => {
    expect(languageFromHeaders({ 'x-language': 'es', 'accept-language': 'en' })).toBe('es');
    expect(languageFromHeaders({ 'x-language': 'fr', 'accept-language': 'es-MX,es;q=0.9' })).toBe(
      'es',
    );
    expect(languageFromHeaders({})).toBe('en');
    // The spec's locales (§9) in X-Language alone (issue 20 #6).
    expect(languageFromHeaders({ 'x-language': 'es-mx' })).toBe('es');
    expect(languageFromHeaders({ 'x-language': 'ES_MX', 'accept-language': 'en' })).toBe('es');
    expect(languageFromHeaders({ 'x-language': 'en-us', 'accept-language': 'es' })).toBe('en');
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});

describe('languageOfTag', () => {
  it('reads en, es and their locales; nothing else', () => {
    expect(languageOfTag('es-mx')).toBe('es');
    expect(languageOfTag(' en-US ')).toBe('en');
    expect(languageOfTag('es-419')).toBe('es');
    expect(languageOfTag('es-Latn-MX')).toBe('es');
    for (const other of ['fr', 'english', 'es--mx', 'e', '', null, undefined]) {
      expect(languageOfTag(other), String(other)).toBeNull();
    }
  });
});

describe('message keys', () => {
  it('treats texts with an underscore as keys to translate', () => {
    expect(isMessageKey('logout_success')).toBe(true);
    expect(isMessageKey('Password updated')).toBe(false);
    expect(isMessageKey('Use snake_case in a sentence')).toBe(false);
  });
});

describe('name matching', () => {
  it('ignores case, accents and surrounding spaces', async () => {
    const { isSameName } = await import('./name.ts');
    expect(isSameName('Hernández', ' HERNANDEZ ')).toBe(true);
    expect(isSameName('García', 'Garcia')).toBe(true);
    expect(isSameName('Smith', 'Smyth')).toBe(false);
  });
});

describe('state lists (spec §3)', () => {
  it('has 13 for Canada and 62 for the United States, in both languages; none elsewhere', () => {
    expect(stateOptions('CA', 'en')).toHaveLength(13);
    expect(stateOptions('CA', 'es')).toHaveLength(13);
    expect(stateOptions('US', 'en')).toHaveLength(62);
    expect(stateOptions('US', 'es')).toHaveLength(62);
    expect(new Set(stateOptions('US', 'en').map((s) => s.code)).size).toBe(62);
    expect(stateOptions('MX', 'en')).toEqual([]);
    expect(stateOptions('US', 'es').find((s) => s.code === 'NY')?.name).toBe('Nueva York');
    expect(isStateOf('CA', 'QC')).toBe(true);
    expect(isStateOf('US', 'QC')).toBe(false);
  });
});
