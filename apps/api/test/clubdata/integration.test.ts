import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/access.ts';
import { contracts } from '../../src/db/schema/club.ts';
import { integrationKeys } from '../../src/db/schema/clubdata.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { sha256 } from '../../src/platform/tokens.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';

let t: TestApp;
let admin: StaffCredentials;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  await seedReferenceContent(t.database.db);
  admin = await createStaffSession(t, 'admin');
});
afterAll(() => t.close());

async function createKey(scopes: string[], name = 'Club ERP') {
  const response = await t.request({
    method: 'POST',
    url: '/api/staff/integration-keys',
    staff: admin,
    payload: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { key: { id: number; hint: string }; secret: string };
}

const contractBody = (memberId: number, balance = '20000') => ({
  member_id: memberId,
  contract_status: 'Active',
  resort: 'Grand Luxxe Riviera Maya',
  currency: 'USD',
  affiliation: 'Vidanta',
  finance: 30000,
  balance,
  loan_payment_amount: '500.00',
  pay_in_full: '19000',
  maintenance_fee: '1500',
  room_type: 'One Bedroom Master',
  contract_date: '2024-05-01',
  total_weeks: 20,
  used_weeks: 0,
});

const put = (url: string, key: string | undefined, payload: object) =>
  t.request({
    method: 'PUT',
    url,
    payload,
    ...(key && { headers: { authorization: `Bearer ${key}` } }),
  });

describe('API keys', () => {
  it('are shown once, stored hashed, listed with their first characters and last use', async () => {
    const { key, secret } = await createKey(['contracts:write']);
    expect(secret).toMatch(/^mpk_[A-Za-z0-9_-]{43}$/);
    expect(key.hint).toBe(secret.slice(0, 8));
    const [row] = await t.database.db
      .select()
      .from(integrationKeys)
      .where(eq(integrationKeys.id, key.id));
    expect(row?.keyHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.request({
      method: 'GET',
      url: '/api/staff/integration-keys',
      staff: admin,
    });
    const listed = list.json().data.find((k: { id: number }) => k.id === key.id);
    expect(listed).toMatchObject({
      name: 'Club ERP',
      scopes: ['contracts:write'],
      last_used_at: null,
    });
    expect(list.body).not.toContain(secret);

    const member = await createMember(t);
    const used = await put(
      '/api/integration/v1/contracts/KEY-1',
      secret,
      contractBody(member.vidaMemberId as number),
    );
    expect(used.statusCode, used.body).toBe(201);
    const after = await t.request({
      method: 'GET',
      url: '/api/staff/integration-keys',
      staff: admin,
    });
    expect(
      after.json().data.find((k: { id: number }) => k.id === key.id).last_used_at,
    ).not.toBeNull();
  });

  it('refuse a missing scope (403), a revoked key (401) and a rotated-out key (401)', async () => {
    const member = await createMember(t);
    const body = contractBody(member.vidaMemberId as number);
    const { key, secret } = await createKey(['members:write']);
    const scope = await put('/api/integration/v1/contracts/KEY-2', secret, body);
    expect(scope.statusCode).toBe(403);
    expect(scope.json().key).toBe('integration_scope_missing');

    const rotatable = await createKey(['contracts:write'], 'Rotating');
    const rotated = await t.request({
      method: 'POST',
      url: `/api/staff/integration-keys/${rotatable.key.id}/rotate`,
      staff: admin,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(rotatable.secret);
    expect(
      (await put('/api/integration/v1/contracts/KEY-3', rotatable.secret, body)).statusCode,
    ).toBe(401);
    expect((await put('/api/integration/v1/contracts/KEY-3', fresh, body)).statusCode).toBe(201);

    const revoked = await t.request({
      method: 'POST',
      url: `/api/staff/integration-keys/${rotatable.key.id}/revoke`,
      staff: admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const refused = await put('/api/integration/v1/contracts/KEY-3', fresh, body);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().key).toBe('integration_key_invalid');
    const twice = await t.request({
      method: 'POST',
      url: `/api/staff/integration-keys/${rotatable.key.id}/revoke`,
      staff: admin,
    });
    expect(twice.statusCode).toBe(409);
    const rotateRevoked = await t.request({
      method: 'POST',
      url: `/api/staff/integration-keys/${rotatable.key.id}/rotate`,
      staff: admin,
    });
    expect(rotateRevoked.statusCode).toBe(409);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/staff/integration-keys/987654/revoke',
      staff: admin,
    });
    expect(unknown.statusCode).toBe(404);

    const events = (
      await t.database.db.select({ event: auditLog.event, detail: auditLog.detail }).from(auditLog)
    ).filter((e) => e.event.startsWith('integration_key_'));
    expect(new Set(events.map((e) => e.event))).toEqual(
      new Set(['integration_key_created', 'integration_key_rotated', 'integration_key_revoked']),
    );
    expect(JSON.stringify(events)).not.toContain('mpk_');
    void key;
  });

  it('a member token or a staff cookie is no key (401); no key is 401', async () => {
    const member = await createMember(t);
    const token = (await tokenFor(t, member.email)).access_token;
    const body = contractBody(member.vidaMemberId as number);
    expect((await put('/api/integration/v1/contracts/KEY-4', token, body)).statusCode).toBe(401);
    expect((await put('/api/integration/v1/contracts/KEY-4', undefined, body)).statusCode).toBe(
      401,
    );
    const staffCall = await t.request({
      method: 'PUT',
      url: '/api/integration/v1/contracts/KEY-4',
      staff: admin,
      payload: body,
    });
    expect(staffCall.statusCode).toBe(401);
    // And a key is no member token.
    const { secret } = await createKey(['contracts:write'], 'Not a member');
    const asMember = await t.request({
      method: 'GET',
      url: '/api/v1/user_contracts',
      token: secret,
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('are for admins only', async () => {
    const supervisor = await createStaffSession(t, 'supervisor');
    const list = await t.request({
      method: 'GET',
      url: '/api/staff/integration-keys',
      staff: supervisor,
    });
    expect(list.statusCode).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/api/staff/integration-keys',
      staff: admin,
      payload: { name: '', scopes: ['planets:write'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the integration API', () => {
  it('upserts idempotently by the club ids: created, unchanged, changed, waiting', async () => {
    const { secret } = await createKey([
      'members:write',
      'contracts:write',
      'due_items:write',
      'reservations:write',
    ]);
    const member = await createMember(t);
    const memberId = member.vidaMemberId as number;

    const first = await put('/api/integration/v1/contracts/API-1', secret, contractBody(memberId));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      outcome: 'created',
      id: 'API-1',
      changed: [],
      waiting_for: null,
    });
    const same = await put('/api/integration/v1/contracts/API-1', secret, contractBody(memberId));
    expect(same.statusCode).toBe(200);
    expect(same.json().data.outcome).toBe('unchanged');
    const changed = await put(
      '/api/integration/v1/contracts/API-1',
      secret,
      contractBody(memberId, '15000.5'),
    );
    expect(changed.json().data).toMatchObject({ outcome: 'changed', changed: ['balance'] });
    const [row] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.contractNumber, 'API-1'));
    expect(row).toMatchObject({ balance: '15000.50', userId: member.id });

    const waiting = await put(
      '/api/integration/v1/contracts/API-2',
      secret,
      contractBody(888_000_111),
    );
    expect(waiting.json().data).toMatchObject({ outcome: 'waiting', waiting_for: 'member' });

    const due = {
      contract_number: 'API-1',
      payment_type: 'monthly',
      amount_due: '500',
      invoice_amount: 500,
      due_date: '2026-12-01',
      available_for_payment: true,
      paid: false,
    };
    expect((await put('/api/integration/v1/due-items/API-D1', secret, due)).statusCode).toBe(201);
    expect(
      (await put('/api/integration/v1/due-items/API-D1', secret, due)).json().data.outcome,
    ).toBe('unchanged');
    const noContract = await put('/api/integration/v1/due-items/API-D2', secret, {
      ...due,
      contract_number: 'NONE-9',
    });
    expect(noContract.json().data).toMatchObject({ outcome: 'waiting', waiting_for: 'contract' });

    const memberBody = { first_name: 'Eva', last_name: 'Luna', email: 'eva@example.com' };
    expect((await put('/api/integration/v1/members/777123', secret, memberBody)).statusCode).toBe(
      201,
    );
    expect(
      (await put('/api/integration/v1/members/777123', secret, memberBody)).json().data.outcome,
    ).toBe('unchanged');

    const stay = {
      member_id: memberId,
      reservation_status: 2,
      hotel: 'Grand Luxxe Riviera Maya',
      arriving_date: '2026-12-01',
      departing_date: '2026-12-06',
      number_of_adults: 2,
      guest: 'Eva Luna',
      lead_last_name: 'Luna',
      room_type: 'One Bedroom Master',
    };
    expect((await put('/api/integration/v1/reservations/API-R1', secret, stay)).statusCode).toBe(
      201,
    );
    expect(
      (await put('/api/integration/v1/reservations/API-R1', secret, stay)).json().data.outcome,
    ).toBe('unchanged');
    const badHotel = await put('/api/integration/v1/reservations/API-R2', secret, {
      ...stay,
      hotel: 'Nowhere',
    });
    expect(badHotel.statusCode).toBe(400);
    expect(badHotel.json().errors.hotel).toBeDefined();
    const badBody = await put('/api/integration/v1/contracts/API-3', secret, {
      ...contractBody(memberId),
      currency: 'EUR',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errors.currency).toBeDefined();
  });
});
