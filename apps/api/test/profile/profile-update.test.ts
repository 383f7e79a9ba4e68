import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileReviews, sessions } from '../../src/db/schema/access.ts';
import {
  createMember,
  createTestApp,
  login,
  mailTo,
  PASSWORD,
  type TestApp,
  tokenFor,
} from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with a full address, signed in. */
async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, {
    firstName: 'Grace',
    lastName: 'Walker',
    addressLine1: 'Av. Kukulcán km 12',
    country: 'MX',
    state: 'Quintana Roo',
    city: 'Cancún',
    postalCode: '77500',
    homePhone: '+52 998 123 4567',
    ...overrides,
  });
  const { access_token: token } = await tokenFor(t, member.email);
  return { member, token };
}

const put = (
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
  lang?: 'en' | 'es',
) => t.request({ method: 'PUT', url, token, payload, lang });
const profileOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data;

describe('PUT /api/v1/profile', () => {
  it('applies the changed fields, records them for review, and e-mails the member', async () => {
    const { member, token } = await signedIn();
    const response = await put('/api/v1/profile', token, {
      email: member.email,
      address_line_1: 'Blvd. Kukulcán 45',
      address_line_2: '',
      home_phone: '+52 998 123 4567',
      mobile_phone: '',
      country: 'US',
      state: 'NY',
      city: 'New York',
      postal_code: '10001',
      language_id: 'en',
      all_communications: false,
      monthly_communications: true,
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      address_line_1: 'Blvd. Kukulcán 45',
      address_line_2: null,
      mobile_phone: null,
      country: 'US',
      state: 'NY',
      states: 'NY',
      city: 'New York',
      postal_code: '10001',
      all_communications: false,
      pending_email: null,
      profile_review: { status: 'pending' },
    });
    const [review] = await t.database.db
      .select()
      .from(profileReviews)
      .where(eq(profileReviews.userId, member.id));
    expect(review?.fields).toEqual(['address_line_1', 'country', 'state', 'city', 'postal_code']);
    const [mail] = await mailTo(t, member.email);
    expect(mail?.subject).toBe('Your profile was updated');
    expect(mail?.text).toContain(
      'address line 1, country, state or province, city, postal code, and all communications',
    );
    expect(mail?.text).toContain('verifies changes to your contact details within 1-3 days');
  });

  it("saves the language alone (the header's switch) without a review or an e-mail", async () => {
    const { member, token } = await signedIn();
    const response = await put('/api/v1/profile', token, { language_id: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ language_id: 'es', profile_review: null });
    expect(await mailTo(t, member.email)).toEqual([]);
    // The next sign-in gets Spanish.
    const next = await tokenFor(t, member.email);
    expect((await profileOf(next.access_token)).language_id).toBe('es');
  });

  it("answers 400 'no property was changed' when nothing would change", async () => {
    const { token } = await signedIn();
    const response = await put('/api/v1/profile', token, {
      address_line_1: '  Av. Kukulcán km 12 ',
      mobile_phone: '',
      language_id: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      key: 'no_property_changed',
      message: 'Please modify at least one field',
    });
  });

  it('checks every field as the form does, each on its own field', async () => {
    const { token } = await signedIn();
    const response = await put(
      '/api/v1/profile',
      token,
      {
        email: 'not-an-email',
        address_line_1: ' ',
        home_phone: 'call me',
        country: 'CA',
        state: 'NY',
        postal_code: '#!',
      },
      'es',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['Por favor, ingresa un correo electrónico válido.'],
      address_line_1: ['Este campo es obligatorio.'],
      home_phone: [expect.stringContaining('teléfono')],
      state: ['Elige un estado o provincia de la lista.'],
      postal_code: ['Ingresa un código postal válido.'],
    });
    const language = await put('/api/v1/profile', token, { language_id: 'fr' });
    expect(Object.keys(language.json().errors)).toEqual(['language_id']);
  });

  it('lets a new member without an address save the rest of the form (issue 20 #11)', async () => {
    // Registration asks for the country only; the form sends what it has, line 1 left out.
    const { member, token } = await signedIn({
      addressLine1: null,
      country: 'US',
      state: null,
      city: null,
      postalCode: null,
      homePhone: null,
    });
    const form = {
      email: member.email,
      home_phone: null,
      mobile_phone: null,
      address_line_2: null,
      country: 'US',
      state: null,
      city: null,
      postal_code: null,
      language_id: 'en',
      all_communications: member.allCommunications,
      monthly_communications: !member.monthlyCommunications,
    };
    const response = await put('/api/v1/profile', token, form);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      address_line_1: null,
      monthly_communications: !member.monthlyCommunications,
      // Only contact details are reviewed: a newsletter choice is not (issue 20 #15).
      profile_review: null,
    });
    const [mail] = await mailTo(t, member.email);
    expect(mail?.text).toContain('monthly communications');
    expect(mail?.text).not.toContain('1-3 days');

    // Any other part of an address asks for line 1, and a state from the list.
    const partial = await put('/api/v1/profile', token, { ...form, city: 'Chicago' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({
      address_line_1: ['This field is required.'],
      state: ['This field is required.'],
    });
    const full = await put('/api/v1/profile', token, {
      ...form,
      address_line_1: '1200 Lake Shore Drive',
      state: 'IL',
      city: 'Chicago',
    });
    expect(full.statusCode).toBe(200);
    // Once on file, an address cannot be emptied.
    const emptied = await put('/api/v1/profile', token, {
      address_line_2: null,
      city: null,
      state: null,
    });
    expect(emptied.statusCode).toBe(400);
    expect(Object.keys(emptied.json().errors)).toEqual(['state']);
    expect((await put('/api/v1/profile', token, { address_line_1: '' })).statusCode).toBe(400);
  });

  it('sends no "profile updated" e-mail for a new address still to confirm (issue 20 #15)', async () => {
    const { member, token } = await signedIn();
    const response = await put('/api/v1/profile', token, {
      email: `next-${member.email}`,
      city: 'Cancún',
    });
    expect(response.statusCode).toBe(200);
    const subjects = (await mailTo(t, member.email)).map((m) => m.subject);
    expect(subjects).toEqual(['A change of your email address was requested']);
    // With another change, the e-mail tells that one, not the address still to confirm.
    await put('/api/v1/profile', token, { city: 'Tulum' });
    const updated = (await mailTo(t, member.email)).find(
      (m) => m.subject === 'Your profile was updated',
    );
    expect(updated?.text).toContain('city');
    expect(updated?.text).not.toContain('email address');
  });

  it('changes the password with the current one, ends the other sessions, and tells the member', async () => {
    const { member, token } = await signedIn();
    const other = await tokenFor(t, member.email);
    const response = await put('/api/v1/profile', token, {
      current_password: PASSWORD,
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/profile', token: other.access_token }))
        .statusCode,
    ).toBe(401);
    expect((await profileOf(token)).email).toBe(member.email);
    expect((await login(t, member.email, 'Sunset#Beach2027')).statusCode).toBe(201);
    expect((await mailTo(t, member.email)).map((m) => m.subject)).toContain(
      'Your password was changed',
    );
  });

  it('refuses a wrong current password on its field, and a weak new one', async () => {
    const { token } = await signedIn();
    const wrong = await put('/api/v1/profile', token, {
      current_password: 'Wrong#Password1',
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is wrong.'] });
    const weak = await put('/api/v1/profile', token, {
      current_password: PASSWORD,
      new_password: 'short',
      new_password_confirmation: 'other',
    });
    expect(Object.keys(weak.json().errors).sort()).toEqual([
      'new_password',
      'new_password_confirmation',
    ]);
  });

  it('keeps password fields without a current password out of the update', async () => {
    const { member, token } = await signedIn();
    const response = await put('/api/v1/profile', token, {
      city: 'Playa del Carmen',
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(201);
  });

  it('needs a session', async () => {
    expect((await put('/api/v1/profile', undefined, { city: 'Tulum' })).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('waits for the signed link from the new address, tells the old one, then takes effect', async () => {
    const { member, token } = await signedIn();
    const newEmail = `new-${member.email}`;
    const response = await put('/api/v1/profile', token, { email: newEmail.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: member.email, pending_email: newEmail });

    const notice = await mailTo(t, member.email);
    expect(notice.map((m) => m.subject)).toContain('A change of your email address was requested');
    const [confirm] = await mailTo(t, newEmail);
    expect(confirm?.subject).toBe('Confirm your new email address');
    const link = confirm?.links.find((l) => l.includes('/account/email/confirm/')) ?? '';
    const url = new URL(link);
    const apiPath = `/api/v1/profile/email/${url.pathname.split('/').slice(-2).join('/')}${url.search}`;

    // Tampered: another signature.
    const tampered = await t.request({
      method: 'PUT',
      // Another first digit, whatever it was.
      url: apiPath.replace(
        /signature=(\w)/,
        (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
      ),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().key).toBe('email_change_link_invalid');

    const confirmed = await t.request({
      method: 'PUT',
      url: apiPath,
      headers: { 'content-type': 'application/json' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: newEmail } });
    expect(await profileOf(token)).toMatchObject({ email: newEmail, pending_email: null });
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(201);
    expect((await mailTo(t, member.email)).map((m) => m.subject)).toContain(
      'Your email address was changed',
    );
    // The same link again says the same.
    expect((await t.request({ method: 'PUT', url: apiPath })).statusCode).toBe(200);
  });

  it('refuses an address another member uses, on the e-mail field', async () => {
    const { token } = await signedIn();
    const other = await createMember(t);
    const response = await put('/api/v1/profile', token, { email: other.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: ['This email address is already used by another user.'],
    });
  });

  it('answers an expired link with its own message', async () => {
    const { member, token } = await signedIn();
    await put('/api/v1/profile', token, { email: `late-${member.email}` });
    const [confirm] = await mailTo(t, `late-${member.email}`);
    const url = new URL(confirm?.links.find((l) => l.includes('/account/email/confirm/')) ?? '');
    const apiPath = `/api/v1/profile/email/${url.pathname.split('/').slice(-2).join('/')}${url.search}`;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3_600_000 });
    try {
      const response = await t.request({ method: 'PUT', url: apiPath });
      expect(response.statusCode).toBe(400);
      expect(response.json().key).toBe('email_change_link_expired');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PUT /api/v1/profile/password (decision [10])', () => {
  it('answers 204, ends the other sessions and keeps this one', async () => {
    const { member, token } = await signedIn();
    await tokenFor(t, member.email);
    const response = await put('/api/v1/profile/password', token, {
      current_password: PASSWORD,
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
    expect(response.statusCode).toBe(204);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live.filter((s) => s.revokedAt === null)).toHaveLength(1);
    expect((await profileOf(token)).email).toBe(member.email);
  });

  it("answers 400 'old password is wrong' and bad input on its fields", async () => {
    const { token } = await signedIn();
    const wrong = await put('/api/v1/profile/password', token, {
      current_password: 'Nope#12345',
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is wrong.'] });
    const bad = await put('/api/v1/profile/password', token, {
      current_password: '',
      new_password: 'sunset',
      new_password_confirmation: '',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    expect((await put('/api/v1/profile/password', token, {})).statusCode).toBe(400);
    // Without a session the call is refused before its input is read (issue 21).
    expect((await put('/api/v1/profile/password', undefined, {})).statusCode).toBe(401);
  });
});
