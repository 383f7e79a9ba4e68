import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/access.ts';
import { createMember, createTestApp, login, PASSWORD, type TestApp } from '../harness.ts';

describe('logs and audit', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: stream });
  });
  afterAll(() => t.close());

  /** A member signs in, reads the profile, asks for a password reset and sends a wrong code. */
  async function signInAndMissAReset() {
    const member = await createMember(t);
    const { access_token, refresh_token } = (await login(t, member.email)).json().data;
    await t.request({ method: 'GET', url: '/api/v1/profile', token: access_token });
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: member.email },
    });
    const resetToken: string = forgot.json().data.data.token;
    await t.request({
      method: 'PUT',
      url: `/api/v1/users/passwords/${resetToken}`,
      payload: { verification_code: '000000', password: PASSWORD, password_confirmation: PASSWORD },
    });
    return { member, secrets: [PASSWORD, access_token, refresh_token, resetToken, member.email] };
  }

  it('never writes a password, token, e-mail address or reset token to the log', async () => {
    const from = lines.length;
    const { secrets } = await signInAndMissAReset();
    const log = lines.slice(from).join('');
    expect(lines.length - from).toBeGreaterThan(4);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('/api/v1/users/passwords/:token');
  });

  it('records security events per member', async () => {
    const { member } = await signInAndMissAReset();
    // The reset request's audit row is written after its answer (platform/background.ts).
    await t.background.idle();
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, member.id));
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(['login', 'password_reset_requested', 'password_reset_code_failed']),
    );
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
