import { exampleRegisterBody } from '@mp/contract/access/examples';
import type { RegisterBody } from '@mp/contract/access/schemas';
import { SPECIAL_CHARACTER_LIST } from '@mp/contract/access/validation.en';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMemberRecords } from '../../src/db/factories/access.ts';
import { users } from '../../src/db/schema/access.ts';
import { createMember, createTestApp, login, mailTo, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertMemberRecords(t.database.db, [
    {
      vidaMemberId: 7_100_001,
      firstName: 'Lucía',
      lastName: 'Hernández',
      email: 'lucia@example.com',
    },
    { vidaMemberId: 7_100_002, firstName: 'Paul', lastName: 'Anders' },
  ]);
});
afterAll(() => t.close());

let n = 0;
const registration = (overrides: Partial<RegisterBody> = {}) =>
  exampleRegisterBody({
    email: `new-${Date.now()}-${++n}@example.com`,
    country: 'mx',
    vida_member_id: '7100001',
    ...overrides,
  });

const register = (payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/users', payload, lang });

describe('POST /api/v1/users', () => {
  it('links a known member id only once the e-mail on file is verified', async () => {
    const payload = registration({ last_name: 'Hernandez', email: 'lucia@example.com' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { data: { pre_existing_account: false, email: payload.email } },
    });
    const userOf = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, 'lucia@example.com')))[0];
    const before = await userOf();
    expect(before?.memberConfirmedAt).toBeNull();
    expect(before?.emailVerifiedAt).toBeNull();
    expect(before?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(before?.country).toBe('MX');
    const [mail] = await mailTo(t, 'lucia@example.com');
    const link = new URL(mail?.links.find((l) => l.includes('/account/verify/')) ?? '');
    await t.request({ method: 'PUT', url: `/api/v1${link.pathname}${link.search}` });
    expect((await userOf())?.memberConfirmedAt).not.toBeNull();
  });

  it('sends the verification e-mail in the chosen language, and the link verifies the account', async () => {
    const payload = registration({
      vida_member_id: '7100002',
      last_name: 'Anders',
      first_name: 'Paul',
      language_id: 'es',
    });
    expect((await register(payload)).statusCode).toBe(201);
    const [mail] = await mailTo(t, payload.email as string);
    expect(mail?.subject).toBe('Confirma tu correo electrónico');
    expect(mail?.text).toContain('Hola, Paul:');
    const link = mail?.links.find((l) => l.includes('/account/verify/'));
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.origin).toBe('http://portal.test');

    expect((await login(t, payload.email as string, 'Sunset#2026')).statusCode).toBe(403);
    const verified = await t.request({ method: 'PUT', url: `/api/v1${url.pathname}${url.search}` });
    expect(verified.statusCode).toBe(200);
    // Verified; no e-mail on file for this record, so the member-id step comes next.
    const next = await login(t, payload.email as string, 'Sunset#2026');
    expect(next.statusCode).toBe(409);
    expect(next.json().key).toBe('account_not_member_id');
  });

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    const payload = registration({ vida_member_id: '123456' });
    await t.request({
      method: 'POST',
      url: '/api/v1/users',
      payload,
      headers: { host: 'evil.example' },
    });
    const [mail] = await mailTo(t, payload.email as string);
    expect(mail?.links.every((l) => l.startsWith('http://portal.test/'))).toBe(true);
  });

  it('answers alike whether the member id and last name match a record or not', async () => {
    const owner = await createMember(t, { vidaMemberId: 7_100_003, lastName: 'Ortega' });
    const answers = [];
    for (const overrides of [
      { vida_member_id: '555555555' }, // no record
      { vida_member_id: '7100001' }, // a record, e-mail on file is someone else's
      { vida_member_id: '7100001', last_name: 'Nobody' }, // a record, wrong last name
      { vida_member_id: String(owner.vidaMemberId), last_name: 'Ortega' }, // linked elsewhere
    ]) {
      const payload = registration(overrides);
      const response = await register(payload);
      answers.push({
        status: response.statusCode,
        body: response.json().data.data.pre_existing_account,
      });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 201, body: false });
  });

  it('refuses an e-mail that already has an account', async () => {
    const member = await createMember(t);
    const response = await register(registration({ email: member.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      key: 'user_already_exists',
      errors: { email: ['A user with this email already exists. Please log in.'] },
    });
  });

  it('tells a too-long member id by its length, as the form does', async () => {
    const response = await register(registration({ vida_member_id: '1'.repeat(20) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      vida_member_id: ['The member ID has at most 12 digits.'],
    });
  });

  it('answers every validation rule with its own translated message per field', async () => {
    const response = await register(
      {
        first_name: '',
        last_name: 'x'.repeat(129),
        email: 'bad',
        password: 'short',
        password_confirmation: 'other',
        home_phone: '',
        mobile_phone: '',
        country: 'Mexico',
        vida_member_id: '12ab',
        language_id: 'es',
        terms_and_conditions: false,
        'g-recaptcha-response': '',
      },
      'es',
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.first_name).toEqual(['Este campo es obligatorio.']);
    expect(errors.last_name).toEqual(['Usa como máximo 128 caracteres.']);
    expect(errors.email).toEqual(['Por favor, ingresa un correo electrónico válido.']);
    expect(errors.password).toEqual([
      'Usa al menos 8 caracteres.',
      'Incluye al menos una letra mayúscula.',
      'Incluye al menos un número.',
      `Incluye al menos uno de estos caracteres especiales: ${SPECIAL_CHARACTER_LIST}`,
    ]);
    expect(errors.password_confirmation).toEqual(['Las contraseñas no coinciden.']);
    expect(errors.home_phone).toEqual(['Ingresa un teléfono de casa o un celular.']);
    expect(errors.mobile_phone).toEqual(['Ingresa un teléfono de casa o un celular.']);
    expect(errors.country).toBeDefined();
    expect(errors.vida_member_id).toEqual(['El número de socio solo tiene números.']);
    expect(errors.terms_and_conditions).toEqual(['Por favor, acepta los términos y condiciones.']);
    expect(errors['g-recaptcha-response']).toBeDefined();
  });

  it('refuses a language other than en or es', async () => {
    // Not a RegisterBody: what another client could send.
    const response = await register({ ...registration(), language_id: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.language_id).toEqual(['Choose English or Spanish.']);
  });
});
