import { describe, expect, it } from 'vitest';
import { decodeAltchaPayload, encodeAltchaPayload } from './captcha.ts';
import { failedPasswordRules, PASSWORD_SPECIAL_CHARACTERS } from './password.ts';
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

describe('captcha payload', () => {
  it('round-trips unicode', () => {
    const payload = { challenge: { salt: 'ñ' }, solution: { counter: 7 } };
    expect(decodeAltchaPayload(encodeAltchaPayload(payload))).toEqual(payload);
    expect(decodeAltchaPayload('%%%')).toBeNull();
    expect(decodeAltchaPayload(btoa('{"a":1}'))).toBeNull();
  });
});
