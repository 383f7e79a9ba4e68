import { describe, expect, it } from 'vitest';
import { VISIBLE_CONTRACT_STATUSES } from '../profile/constants.ts';
import { decodeAltchaPayload, encodeAltchaPayload } from './captcha.ts';
import { currencyOf, isVisibleContract } from './contracts.ts';
import { destinationOf, resortFamilyOf } from './imagery.ts';
import { isLanguage, languageFromBrowser, languageFromHeaders } from './language.ts';
import { isMessageKey } from './messages.ts';
import { greetingName, isValidName } from './name.ts';
import { failedPasswordRules, PASSWORD_SPECIAL_CHARACTERS } from './password.ts';
import { isValidPhone } from './phone.ts';
import { isSessionValid } from './session.ts';

describe('password rules (spec §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(failedPasswordRules('Vacation#2026')).toEqual([]);
  });
  it.each([
    ['Ab1#xyz', ['password_min']],
    [`Ab1#${'x'.repeat(125)}`, ['password_max']],
    ['vacation#2026', ['password_uppercase']],
    ['VACATION#2026', ['password_lowercase']],
    ['Vacation#beach', ['password_digit']],
    ['Vacation2026', ['password_special']],
    [
      '',
      [
        'password_min',
        'password_uppercase',
        'password_lowercase',
        'password_digit',
        'password_special',
      ],
    ],
  ])('%s fails %j', (password, expected) => {
    expect(failedPasswordRules(password)).toEqual(expected);
  });
  it('is exactly 8 to 128 characters', () => {
    expect(failedPasswordRules('Abcde1#x')).toEqual([]);
    expect(failedPasswordRules(`Ab1#${'x'.repeat(124)}`)).toEqual([]);
  });
  it.each([...PASSWORD_SPECIAL_CHARACTERS])('counts %s as a special character', (c) => {
    expect(failedPasswordRules(`Vacation2026${c}`)).toEqual([]);
  });
  it('does not count other symbols as special', () => {
    expect(failedPasswordRules('Vacation2026~')).toEqual(['password_special']);
  });
});

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

describe('session validity (spec §4)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('needs a token and a future expires_at', () => {
    expect(isSessionValid({ access_token: 'a', expires_at: '2026-11-22T10:00:01Z' }, now)).toBe(
      true,
    );
    expect(isSessionValid({ access_token: 'a', expires_at: '2026-11-22T10:00:00Z' }, now)).toBe(
      false,
    );
    expect(isSessionValid({ access_token: '', expires_at: '2027-01-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isSessionValid({ access_token: 'a', expires_at: 'soon' }, now)).toBe(false);
    expect(isSessionValid(null, now)).toBe(false);
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
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});

describe('contracts', () => {
  it('keeps Active, Pending and Blocked in any case; hides Cancelled', () => {
    expect(VISIBLE_CONTRACT_STATUSES).toEqual(['Active', 'Pending', 'Blocked']);
    for (const status of ['Active', 'PENDING', 'blocked'])
      expect(isVisibleContract({ contract_status: status })).toBe(true);
    expect(isVisibleContract({ contract_status: 'Cancelled' })).toBe(false);
    expect(isVisibleContract({ contract_status: 'CANCELLED' })).toBe(false);
  });
  it('reads currency_id 1 (number or string) as MXN, anything else as USD', () => {
    expect(currencyOf(1)).toBe('MXN');
    expect(currencyOf('1')).toBe('MXN');
    expect(currencyOf(2)).toBe('USD');
    expect(currencyOf(null)).toBe('USD');
  });
});

describe('imagery matching', () => {
  it('matches a hotel to the first destination keyword it contains', () => {
    expect(destinationOf('Grand Luxxe Nuevo Vallarta')).toBe('nuevo vallarta');
    expect(destinationOf('The Grand Mayan Los Cabos')).toBe('los cabos');
    expect(destinationOf('Mayan Palace Puerto Peñasco')).toBe('puerto penasco');
    expect(destinationOf('Vidanta Jungala')).toBe('jungala');
    expect(destinationOf('Somewhere Else')).toBeNull();
  });
  it('matches resort families by squashed lower-case name, first match wins, default Grand Luxxe', () => {
    expect(resortFamilyOf('The Grand Bliss Riviera Maya')).toBe('The Grand Bliss');
    expect(resortFamilyOf('THEESTATES Los Cabos')).toBe('The Estates');
    expect(resortFamilyOf('Mayan Palace Acapulco')).toBe('Mayan Palace');
    expect(resortFamilyOf('The Grand Mayan Nuevo Vallarta')).toBe('The Grand Mayan');
    expect(resortFamilyOf('Unknown Resort')).toBe('Grand Luxxe');
    expect(resortFamilyOf(null)).toBe('Grand Luxxe');
  });
});

describe('message keys', () => {
  it('treats texts with an underscore as keys to translate', () => {
    expect(isMessageKey('logout_success')).toBe(true);
    expect(isMessageKey('Password updated')).toBe(false);
    expect(isMessageKey('Use snake_case in a sentence')).toBe(false);
  });
});

describe('captcha payload', () => {
  it('round-trips unicode', () => {
    const payload = { challenge: { salt: 'ñ' }, solution: { counter: 7 } };
    expect(decodeAltchaPayload(encodeAltchaPayload(payload))).toEqual(payload);
    expect(decodeAltchaPayload('%%%')).toBeNull();
    expect(decodeAltchaPayload(btoa('{"a":1}'))).toBeNull();
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
