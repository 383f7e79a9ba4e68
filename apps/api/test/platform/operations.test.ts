import { Writable } from 'node:stream';
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

  it('never writes a password, token, e-mail address or reset token to the log', async () => {
    const member = await createMember(t);
    const response = await login(t, member.email);
    const { access_token, refresh_token } = response.json().data;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${access_token}` },
    });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: member.email },
    });
    const resetToken = forgot.json().data.data.token;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/passwords/${resetToken}`,
      payload: { verification_code: '000000', password: PASSWORD, password_confirmation: PASSWORD },
    });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [PASSWORD, access_token, refresh_token, resetToken, member.email])
      expect(log).not.toContain(secret);
    expect(log).toContain('/api/v1/users/passwords/:token');
  });

  it('records security events per member', async () => {
    // The reset request's audit row is written after its answer (platform/background.ts).
    await t.background.idle();
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(['login', 'password_reset_requested', 'password_reset_code_failed']),
    );
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
