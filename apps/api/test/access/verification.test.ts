import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationLink } from '../../src/modules/access/verification-link.ts';
import { createMember, createTestApp, login, mailTo, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (link: string) => {
  const url = new URL(link);
  return t.request({ method: 'PUT', url: `/api/v1${url.pathname}${url.search}` });
};

describe('PUT /api/v1/account/verify/{id}/{hash}', () => {
  it('verifies with a good link and is idempotent', async () => {
    const member = await createMember(t, { emailVerifiedAt: null });
    const link = verificationLink(t.config.publicUrl, t.config.secret, member);
    const first = await put(link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { message: 'Your email address is verified.' } });
    expect((await put(link)).statusCode).toBe(200);
    expect((await login(t, member.email)).statusCode).toBe(201);
  });

  it('rejects a tampered id, hash, expiry or signature', async () => {
    const member = await createMember(t, { emailVerifiedAt: null });
    const other = await createMember(t, { emailVerifiedAt: null });
    const link = new URL(verificationLink(t.config.publicUrl, t.config.secret, member));
    const [, , , id, hash] = link.pathname.split('/');
    const tampered = [
      link.toString().replace(`/verify/${id}/`, `/verify/${other.id}/`),
      link.toString().replace(hash as string, 'a'.repeat(64)),
      link.toString().replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 999_999}`),
      link
        .toString()
        .replace(/signature=([a-f0-9])/, (_m, c) => `signature=${c === 'a' ? 'b' : 'a'}`),
    ];
    for (const bad of tampered) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().key).toBe('verification_code_invalid');
    }
    expect((await login(t, member.email)).statusCode).toBe(403);
  });

  it('rejects an expired link with activation_link_expired', async () => {
    const member = await createMember(t, { emailVerifiedAt: null });
    const link = verificationLink(
      t.config.publicUrl,
      t.config.secret,
      member,
      new Date(Date.now() - 61 * 60_000),
    );
    const response = await put(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe('activation_link_expired');
  });

  it('rejects a link signed with another secret', async () => {
    const member = await createMember(t, { emailVerifiedAt: null });
    const response = await put(
      verificationLink(t.config.publicUrl, 'another-secret-another-secret-0000', member),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/v1/account/verify/resend-validation', () => {
  const resend = (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/account/verify/resend-validation',
      payload: { email },
    });

  it('answers 204 whatever the address and mails only what applies', async () => {
    const pending = await createMember(t, { emailVerifiedAt: null });
    const verified = await createMember(t);
    for (const email of [pending.email, verified.email, 'stranger@example.com']) {
      expect((await resend(email)).statusCode).toBe(204);
    }
    expect((await mailTo(t, pending.email))[0]?.subject).toBe('Your new verification link');
    expect((await mailTo(t, verified.email))[0]?.subject).toBe(
      'Your e-mail address is already verified',
    );
    expect(await mailTo(t, 'stranger@example.com')).toHaveLength(0);
  });
});
