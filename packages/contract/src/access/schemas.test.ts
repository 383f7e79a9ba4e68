import { describe, expect, it } from 'vitest';
import { MEMBER_ID_MAX_DIGITS } from './constants.ts';
import { exampleRegisterBody } from './examples.ts';
import {
  emailBodySchema,
  loginBodySchema,
  loginWithMemberIdSchema,
  registerBodySchema,
  resetBodySchema,
} from './schemas.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    Object.entries(
      (result.error?.issues ?? []).reduce<Record<string, string[]>>((acc, i) => {
        const k = i.path.join('.');
        acc[k] = [...(acc[k] ?? []), i.message];
        return acc;
      }, {}),
    ),
  );

const validRegistration = {
  first_name: 'Ana',
  last_name: 'García',
  email: 'Ana@Example.com ',
  password: 'Vacation#2026',
  password_confirmation: 'Vacation#2026',
  home_phone: '',
  mobile_phone: '+52 998 123 4567',
  country: 'mx',
  'g-recaptcha-response': 'token',
  vida_member_id: '100002',
  language_id: 'es',
  terms_and_conditions: true,
};

describe('register schema (spec §3, §5)', () => {
  it('normalises e-mail and country and keeps the member id as digits', () => {
    const parsed = registerBodySchema.parse(validRegistration);
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.country).toBe('MX');
    expect(parsed.vida_member_id).toBe('100002');
  });
  it('shows only "required" on an empty field', () => {
    const result = registerBodySchema.safeParse({
      ...validRegistration,
      first_name: '',
      email: '',
      vida_member_id: '',
    });
    expect(issues(result)).toEqual({
      first_name: ['required'],
      email: ['required'],
      vida_member_id: ['required'],
    });
  });
  it('limits names to 128 characters', () => {
    expect(
      registerBodySchema.safeParse({ ...validRegistration, first_name: 'A'.repeat(128) }).success,
    ).toBe(true);
    expect(
      issues(registerBodySchema.safeParse({ ...validRegistration, first_name: 'A'.repeat(129) })),
    ).toEqual({ first_name: ['text_max'] });
  });
  it('puts the any-of phone error under both phone fields', () => {
    const result = registerBodySchema.safeParse({
      ...validRegistration,
      home_phone: '',
      mobile_phone: '',
    });
    expect(issues(result)).toEqual({
      home_phone: ['phone_any_required'],
      mobile_phone: ['phone_any_required'],
    });
    expect(
      registerBodySchema.safeParse({
        ...validRegistration,
        home_phone: '998 123 4567',
        mobile_phone: '',
      }).success,
    ).toBe(true);
  });
  it('checks phone format, confirmation and terms together with other errors', () => {
    const result = registerBodySchema.safeParse({
      ...validRegistration,
      mobile_phone: 'call me',
      password_confirmation: 'x',
      terms_and_conditions: false,
      first_name: '',
    });
    expect(issues(result)).toEqual({
      first_name: ['required'],
      mobile_phone: ['phone_invalid'],
      password_confirmation: ['password_confirmation_mismatch'],
      terms_and_conditions: ['terms_required'],
    });
  });
  it('needs a numeric member id and a two-letter country', () => {
    expect(
      issues(
        registerBodySchema.safeParse({
          ...validRegistration,
          vida_member_id: '10a',
          country: 'Mexico',
        }),
      ),
    ).toEqual({
      vida_member_id: ['member_id_numeric'],
      country: ['country_invalid'],
    });
  });
  it.each(['ZZ', 'XX', 'UK'])('refuses %s, which is not an assigned country code', (country) => {
    expect(issues(registerBodySchema.safeParse({ ...validRegistration, country }))).toEqual({
      country: ['country_invalid'],
    });
  });
  it('tells a too-long member id by its length, not as "numbers only"', () => {
    const parse = (vida_member_id: string) =>
      issues(registerBodySchema.safeParse({ ...validRegistration, vida_member_id }));
    expect(parse('1'.repeat(MEMBER_ID_MAX_DIGITS))).toEqual({});
    expect(parse('1'.repeat(20))).toEqual({ vida_member_id: ['member_id_max'] });
    expect(parse(`${'1'.repeat(20)}x`)).toEqual({ vida_member_id: ['member_id_numeric'] });
  });
});

describe('exampleRegisterBody', () => {
  it('is a valid registration, so every test that starts from it starts valid', () => {
    expect(registerBodySchema.safeParse(exampleRegisterBody()).success).toBe(true);
  });
});

describe('login schema', () => {
  it('checks presence only for the password (no strength rules at sign-in)', () => {
    expect(
      loginBodySchema.safeParse({ email: 'a@b.co', password: 'x', 'g-recaptcha-response': 't' })
        .success,
    ).toBe(true);
    expect(
      issues(
        loginBodySchema.safeParse({ email: 'a@b.co', password: '', 'g-recaptcha-response': '' }),
      ),
    ).toEqual({
      password: ['required'],
      'g-recaptcha-response': ['captcha_required'],
    });
  });
  it('accepts the member id as number or digits, and requires it in the 409 form', () => {
    expect(
      loginBodySchema.parse({
        email: 'a@b.co',
        password: 'x',
        'g-recaptcha-response': 't',
        vida_member_id: 100001,
      }).vida_member_id,
    ).toBe('100001');
    expect(
      issues(
        loginWithMemberIdSchema.safeParse({
          email: 'a@b.co',
          password: 'x',
          'g-recaptcha-response': 't',
          vida_member_id: '',
        }),
      ),
    ).toEqual({
      vida_member_id: ['required'],
    });
  });
});

describe('the spec client’s login payload (issue 20 #1, #6)', () => {
  const spec = { email: 'a@b.co', password: 'x', 'g-recaptcha-response': 't' };
  it('reads an empty or null member id, claim code and lang as absent', () => {
    for (const empty of ['', null]) {
      const body = loginBodySchema.parse({
        ...spec,
        vida_member_id: empty,
        member_id_code: empty,
        lang: empty,
      });
      expect(body.vida_member_id).toBeUndefined();
      expect(body.member_id_code).toBeUndefined();
      expect(body.lang).toBeUndefined();
    }
    // A value that is there keeps its own check and message.
    expect(issues(loginBodySchema.safeParse({ ...spec, vida_member_id: '12a' }))).toEqual({
      vida_member_id: ['member_id_numeric'],
    });
  });
  it('reads lang as the spec’s locales, en or es', () => {
    for (const [lang, language] of [
      ['en-us', 'en'],
      ['es-mx', 'es'],
      ['ES-MX', 'es'],
      ['es_419', 'es'],
      ['en', 'en'],
    ]) {
      expect(loginBodySchema.parse({ ...spec, lang }).lang).toBe(language);
    }
    expect(issues(loginBodySchema.safeParse({ ...spec, lang: 'fr-ca' }))).toEqual({
      lang: ['language_invalid'],
    });
  });
});

describe('reset and forgot schemas', () => {
  it('reads a code sent as a JSON number with its leading zeros', () => {
    const reset = (verification_code: unknown) =>
      resetBodySchema.safeParse({
        verification_code,
        password: 'Vacation#2026',
        password_confirmation: 'Vacation#2026',
      });
    expect(reset(123456).data?.verification_code).toBe('123456');
    expect(reset(12345).data?.verification_code).toBe('012345');
    expect(issues(reset(12.5))).toEqual({ verification_code: ['verification_code_numeric'] });
    expect(issues(reset(-1))).toEqual({ verification_code: ['verification_code_numeric'] });
    expect(issues(reset(1234567))).toEqual({ verification_code: ['verification_code_length'] });
  });

  it('needs a numeric 6-digit code and a strong, confirmed password', () => {
    expect(
      resetBodySchema.safeParse({
        verification_code: '123456',
        password: 'Vacation#2026',
        password_confirmation: 'Vacation#2026',
      }).success,
    ).toBe(true);
    expect(
      issues(
        resetBodySchema.safeParse({
          verification_code: '12a',
          password: 'Vacation#2026',
          password_confirmation: 'Vacation#2026',
        }),
      ),
    ).toEqual({
      verification_code: ['verification_code_numeric'],
    });
    expect(
      issues(
        resetBodySchema.safeParse({
          verification_code: '12345',
          password: 'Vacation#2026',
          password_confirmation: 'Vacation#2026',
        }),
      ),
    ).toEqual({
      verification_code: ['verification_code_length'],
    });
  });
  it('validates the e-mail', () => {
    expect(issues(emailBodySchema.safeParse({ email: 'no-at-sign' }))).toEqual({
      email: ['email_format'],
    });
    expect(issues(emailBodySchema.safeParse({ email: `${'a'.repeat(250)}@b.co` }))).toEqual({
      email: ['email_max'],
    });
  });
});
