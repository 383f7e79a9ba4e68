import { exampleRegisterBody } from '@mp/contract/access/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMemberRecords } from '../../src/db/factories/access.ts';
import { memberClaims, users } from '../../src/db/schema/access.ts';
import { createMember, createTestApp, login, mailTo, PASSWORD, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A club record whose e-mail on file belongs to the real member. */
async function clubRecord(lastName = 'Villanueva') {
  n += 1;
  const vidaMemberId = 8_800_000 + n;
  const email = `real-${vidaMemberId}@example.com`;
  await insertMemberRecords(t.database.db, [{ vidaMemberId, firstName: 'Rosa', lastName, email }]);
  return { vidaMemberId, email, lastName };
}

const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('membership claim', () => {
  it('an impostor with the id and last name gets nothing linked; the code goes only to the e-mail on file', async () => {
    const record = await clubRecord();
    const impostor = await createMember(t, {
      memberConfirmedAt: null,
      vidaMemberId: null,
      lastName: record.lastName,
    });
    const answer = await login(t, impostor.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().key).toBe('member_id_code_sent');
    expect(await mailTo(t, impostor.email)).toHaveLength(0);
    const [mail] = await mailTo(t, record.email);
    expect(mail?.subject).toBe('Your code to link your membership');
    expect(mail?.text).toContain(impostor.email);
    expect((await userByEmail(impostor.email))?.memberConfirmedAt).toBeNull();
    // Guessing does not help: 5 wrong codes, then 429.
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const guess = await login(t, impostor.email, PASSWORD, {
        vida_member_id: String(record.vidaMemberId),
        member_id_code: String(100000 + i),
      });
      statuses.push(guess.statusCode);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    expect((await userByEmail(impostor.email))?.memberConfirmedAt).toBeNull();
  });

  it('answers the member-id step alike for a matching, a wrong and an unknown id', async () => {
    const record = await clubRecord();
    const member = await createMember(t, {
      memberConfirmedAt: null,
      vidaMemberId: null,
      lastName: record.lastName,
    });
    const bodies = [];
    for (const id of [record.vidaMemberId, record.vidaMemberId + 50_000, 123]) {
      const response = await login(t, member.email, PASSWORD, { vida_member_id: String(id) });
      bodies.push({ status: response.statusCode, body: response.json() });
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]?.status).toBe(409);
  });

  it('the real member claims with the code; the link made without proof is undone, both told', async () => {
    const record = await clubRecord('Núñez');
    // Made under the old rules: linked on id + last name alone, with the impostor's e-mail.
    const impostor = await createMember(t, {
      vidaMemberId: record.vidaMemberId,
      lastName: 'Nunez',
    });
    const real = await createMember(t, {
      memberConfirmedAt: null,
      vidaMemberId: null,
      lastName: 'Núñez',
      languageId: 'es',
    });
    const asked = await login(t, real.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
    });
    expect(asked.json().key).toBe('member_id_code_sent');
    const code = codeIn((await mailTo(t, record.email))[0]?.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await login(t, real.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
      member_id_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ key: 'member_id_code_invalid' });

    const claimed = await login(t, real.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
      member_id_code: code,
    });
    expect(claimed.statusCode).toBe(201);
    expect((await userByEmail(real.email))?.memberConfirmedAt).not.toBeNull();
    expect((await userByEmail(impostor.email))?.memberConfirmedAt).toBeNull();
    const toImpostor = await mailTo(t, impostor.email);
    const toOnFile = await mailTo(t, record.email);
    expect(toImpostor.map((m) => m.subject)).toContain(
      'Your membership was linked to another account',
    );
    expect(toOnFile.map((m) => m.subject)).toContain('Tu membresía se vinculó a otra cuenta');
    // The impostor is asked for a member id again, and cannot get it back without the code.
    expect((await login(t, impostor.email)).statusCode).toBe(409);
    // A used code does not work twice.
    const again = await login(t, impostor.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
      member_id_code: code,
    });
    expect(again.json().key).toBe('member_id_code_invalid');
  });

  it('a code expires', async () => {
    const record = await clubRecord();
    const member = await createMember(t, {
      memberConfirmedAt: null,
      vidaMemberId: null,
      lastName: record.lastName,
    });
    await login(t, member.email, PASSWORD, { vida_member_id: String(record.vidaMemberId) });
    const code = codeIn((await mailTo(t, record.email))[0]?.text);
    await t.database.db
      .update(memberClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberClaims.userId, member.id));
    const late = await login(t, member.email, PASSWORD, {
      vida_member_id: String(record.vidaMemberId),
      member_id_code: code,
    });
    expect(late.json().key).toBe('member_id_code_invalid');
  });

  it('registering with the id of a record sends the code to the e-mail on file, after the answer', async () => {
    const record = await clubRecord();
    const email = `claimant-${record.vidaMemberId}@example.com`;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      payload: exampleRegisterBody({
        first_name: 'Rosa',
        last_name: record.lastName,
        email,
        vida_member_id: String(record.vidaMemberId),
        language_id: 'en',
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.data.pre_existing_account).toBe(false);
    const toOnFile = await mailTo(t, record.email);
    expect(toOnFile.map((m) => m.subject)).toEqual(['Your code to link your membership']);
    expect((await userByEmail(email))?.memberConfirmedAt).toBeNull();
  });
});
