import { exampleRegisterBody } from '@mp/contract/access/examples';
import { messagesEn } from '@mp/contract/i18n/messages.en';
import { messagesEs } from '@mp/contract/i18n/messages.es';
import { validationEn } from '@mp/contract/i18n/validation.en';
import { clubDay } from '@mp/contract/rules/club-date';
import { MAX_GUESTS } from '@mp/contract/stays/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThread } from '../../src/db/factories/messages.ts';
import { insertCard } from '../../src/db/factories/payments.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, login, mailTo, type TestApp, tokenFor } from '../harness.ts';

/**
 * Every payload of both specs' §7 as the spec's own client sends it (issue 20 #1, #6): fields it
 * sends empty or null until they apply, its locales (`en-us`, `es-mx`) where a language is
 * named, and a numeric code as a JSON number.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '20' });
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

/** The spec's login payload (§3): every field present, the member id empty until the 409. */
const specLogin = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/login',
    payload: {
      email,
      password,
      lang: 'en-us',
      'g-recaptcha-response': 'none',
      vida_member_id: '',
      ...extra,
    },
  });

describe('POST /api/v1/login as the spec sends it', () => {
  it('signs a member in with vida_member_id empty or null (empty and null mean absent)', async () => {
    const member = await createMember(t);
    for (const vida_member_id of ['', null]) {
      const response = await specLogin(member.email, member.password, { vida_member_id });
      expect(response.statusCode, JSON.stringify(vida_member_id)).toBe(201);
      expect(response.json().data.access_token).toMatch(/^[\w-]{43}$/);
    }
    // Our member_id_code, sent empty or null by a client that shows the field, is absent too.
    for (const member_id_code of ['', null]) {
      expect((await specLogin(member.email, member.password, { member_id_code })).statusCode).toBe(
        201,
      );
    }
  });

  it('still reveals the member-id step (409) to a member whose id is not confirmed', async () => {
    const member = await createMember(t, { memberConfirmedAt: null });
    for (const vida_member_id of ['', null]) {
      const response = await specLogin(member.email, member.password, { vida_member_id });
      expect(response.statusCode).toBe(409);
      expect(response.json().key).toBe('account_not_member_id');
    }
    // A member id that is there is still checked as one.
    const typed = await specLogin(member.email, member.password, { vida_member_id: '12ab' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.vida_member_id).toEqual([validationEn.member_id_numeric]);
  });

  it('takes lang as the spec’s locales (en-us, es-mx), any region or case, empty or null', async () => {
    const member = await createMember(t);
    for (const lang of ['en-us', 'es-mx', 'es-MX', 'en_US', 'es-419', 'en', 'es', '', null]) {
      const response = await specLogin(member.email, member.password, { lang });
      expect(response.statusCode, String(lang)).toBe(201);
    }
    const other = await specLogin(member.email, member.password, { lang: 'fr-fr' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ lang: [validationEn.language_invalid] });
  });

  it('sends the activation link in the language of lang es-mx', async () => {
    const member = await createMember(t, { emailVerifiedAt: null, languageId: 'en' });
    const response = await specLogin(member.email, member.password, { lang: 'es-mx' });
    expect(response.statusCode).toBe(403);
    const [mail] = await mailTo(t, member.email);
    expect(mail?.subject).toBe('Tu nuevo enlace de verificación');
  });
});

describe('the language header', () => {
  it('answers in Spanish to X-Language: es-mx alone, in any case or separator', async () => {
    for (const header of ['es-mx', 'ES-MX', 'es_MX', 'es-419']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'x-language': header },
        payload: { email: 'nadie@example.com', password: 'x', 'g-recaptcha-response': 'none' },
      });
      expect(response.json().message, header).toMatch(/^El correo electrónico o la contraseña/);
    }
    const english = await t.request({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { 'x-language': 'en-us', 'accept-language': 'es-MX' },
    });
    expect(english.json().message).toBe(messagesEn.unauthenticated);
  });
});

describe('POST /api/v1/users as the spec sends it', () => {
  it('takes the phone left out as null and language_id as a locale', async () => {
    const body = exampleRegisterBody({
      email: `spec-register-${Date.now()}@example.com`,
      home_phone: null,
      language_id: 'es-mx',
    });
    const response = await t.request({ method: 'POST', url: '/api/v1/users', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailTo(t, body.email);
    // The verification e-mail goes out in the language the locale names.
    expect(mail?.subject).toBe('Confirma tu correo electrónico');
  });
});

describe('PUT /api/v1/users/passwords/{token} with the code as a JSON number', () => {
  it('resets with the e-mailed code sent as a number (its leading zeros restored)', async () => {
    const member = await createMember(t);
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: member.email },
    });
    const token = forgot.json().data.data.token as string;
    const [mail] = await mailTo(t, member.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = (verification_code: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/users/passwords/${token}`,
        payload: {
          verification_code,
          password: 'NewSunset#2027',
          password_confirmation: 'NewSunset#2027',
        },
      });
    const notANumber = await reset(12.5);
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().errors.verification_code).toEqual([
      validationEn.verification_code_numeric,
    ]);
    const response = await reset(Number(code));
    expect(response.statusCode, response.body).toBe(204);
    expect((await login(t, member.email, 'NewSunset#2027')).statusCode).toBe(201);
  });
});

describe('PUT /api/v1/profile as the spec sends it', () => {
  it('drops password fields sent empty or null, and takes language_id as a locale', async () => {
    const member = await createMember(t, { addressLine1: 'Av. Kukulcán 12', languageId: 'en' });
    const { access_token: token } = await tokenFor(t, member.email);
    // Spec §3 profile update payload, with the password fields the form leaves unfilled.
    const payload = (extra: Record<string, unknown>) => ({
      address_line_1: 'Av. Kukulcán 12',
      address_line_2: '',
      email: member.email,
      home_phone: null,
      mobile_phone: '+52 998 123 4567',
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
      ...extra,
    });
    for (const [n, empty] of [
      [1, ''],
      [2, null],
    ] as const) {
      const response = await t.request({
        method: 'PUT',
        url: '/api/v1/profile',
        token,
        payload: payload({
          mobile_phone: `+52 998 123 456${n}`,
          current_password: empty,
          new_password: empty,
          new_password_confirmation: empty,
        }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.mobile_phone).toBe(`+52 998 123 456${n}`);
    }
    const spanish = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: payload({ language_id: 'es-mx' }),
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json().data.language_id).toBe('es');
  });
});

describe('POST /api/v1/messages/{id} as the spec sends it', () => {
  it('takes the reply body with from and from_name empty or null', async () => {
    const member = await createMember(t);
    const { access_token: token } = await tokenFor(t, member.email);
    const { thread } = await insertThread(t.database.db, {
      userId: member.id,
      subject: 'Late check-out',
      entries: [{ message: '<p>How can we help?</p>' }],
    });
    for (const empty of ['', null]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/messages/${thread.id}`,
        token,
        payload: {
          id: thread.id,
          message: 'Can I check out at 2 pm?',
          from: empty,
          from_name: empty,
          message_type: 'support',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe('one key for "nothing changed" (issue 20 #5)', () => {
  it('answers no_property_changed, the spec’s key, to a card saved with nothing changed', async () => {
    const member = await createMember(t);
    const { access_token: token } = await tokenFor(t, member.email);
    const card = await insertCard(t.database.db, {
      userId: member.id,
      testCard: '4111111111111111',
      isDefault: true,
    });
    for (const lang of ['en', 'es'] as const) {
      const response = await t.request({
        method: 'PUT',
        url: `/api/v1/credit_cards/${card.id}`,
        token,
        lang,
        payload: { id: card.id, is_default: true, status: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        key: 'no_property_changed',
        message: lang === 'en' ? messagesEn.no_property_changed : messagesEs.no_property_changed,
      });
    }
  });
});

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};
/** The date as the spec's client writes check_in_date (§3, "Jan 5, 2024"), in either language. */
const written = (iso: string, lang: 'en' | 'es') => {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  const name = MONTHS[lang][month - 1];
  return lang === 'en' ? `${name} ${date}, ${year}` : `${date} ${name} ${year}`;
};

describe('POST /api/v1/reservation_requested as the spec sends it', () => {
  async function specRequest(extra: Record<string, unknown> = {}) {
    const member = await createMember(t);
    const { access_token: token } = await tokenFor(t, member.email);
    const hotels = (
      await t.request({ method: 'GET', url: '/api/v1/reservation_hotels', token })
    ).json().data as { id: number; unit_types: { id: number; max_guests: number | null }[] }[];
    const hotel = hotels.find((h) => h.unit_types.some((u) => (u.max_guests ?? 0) >= 4));
    const unit = hotel?.unit_types.find((u) => (u.max_guests ?? 0) >= 4);
    if (!hotel || !unit) throw new Error('no unit for 4');
    // Spec §3 "Sent form": a member travelling as themself sends no contact details of their own.
    return t.request({
      method: 'POST',
      url: '/api/v1/reservation_requested',
      token,
      payload: {
        is_member: true,
        country: null,
        email: null,
        first_name: null,
        last_name: null,
        phone: null,
        add_transportation: false,
        flexible_dates: true,
        flexible_destinations: true,
        destination: hotel.id,
        arriving_date: clubDay(30),
        departing_date: clubDay(35),
        guests: 2,
        promo_code: null,
        unit_type: unit.id,
        travelers: [{ age: 'child', first_name: 'Ana', last_name: 'Smith', email: null }],
        ...extra,
      },
    });
  }

  it('takes a member’s contact fields and a child’s e-mail sent as null', async () => {
    const response = await specRequest();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.data).toMatchObject({
      arriving_date: clubDay(30),
      departing_date: clubDay(35),
      number_of_children: 1,
    });
  });

  it('takes the dates as the spec writes them ("Jan 5, 2027", "5 ene 2027") and YYYY-MM-DD', async () => {
    for (const lang of ['en', 'es'] as const) {
      const response = await specRequest({
        arriving_date: written(clubDay(40), lang),
        departing_date: written(clubDay(44), lang),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.data).toMatchObject({
        arriving_date: clubDay(40),
        departing_date: clubDay(44),
      });
    }
    // An instant is not a day: which day a browser meant cannot be read back from it.
    const instant = await specRequest({ arriving_date: `${clubDay(40)}T05:00:00.000Z` });
    expect(instant.statusCode).toBe(400);
    expect(instant.json().errors).toEqual({ arriving_date: [validationEn.date_invalid] });
  });

  it('takes guests from 1 (spec: "starts at 1"), never 0, up to MAX_GUESTS', async () => {
    const none = await specRequest({ guests: 0, travelers: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ guests: [validationEn.guests_range] });
    expect((await specRequest({ guests: 1, travelers: [] })).statusCode).toBe(201);
    // The unit's occupancy bounds the party (issue 20 #17); MAX_GUESTS bounds everything.
    const many = await specRequest({ guests: MAX_GUESTS + 1, travelers: [] });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.guests).toEqual([validationEn.guests_range]);
  });
});
