import { buildPath } from '@mp/contract/http/route';
import type { Routes } from '@mp/contract/routes';
import { clubDay } from '@mp/contract/rules/club-date';
import { RESERVATION_LIST_TYPES } from '@mp/contract/stays/constants';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createTestApp, type TestApp, tokenFor } from '../harness.ts';
import {
  contractRoutes,
  describeRequest,
  errorShapeProblem,
  isJsonAnswer,
  type MemberWithEverything,
  memberWithEverything,
  seededRandom,
} from './resilience-support.ts';

/**
 * SECURITY.md "Access control": every member-scoped route x a second member's token. Member B
 * calls each route with member A's ids (in the path and in the body): the answer is the spec's
 * "not yours" (404, or add-reservation's 200 "no match") and carries none of A's data. B's lists
 * hold none of A's rows, and A's rows are as they were after B tried.
 */
const random = seededRandom(Number(process.env.FUZZ_SEED ?? 20_261_112));

type MemberRouteName = {
  [K in keyof Routes]: Routes[K] extends { access: 'member' } ? K : never;
}[keyof Routes];

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * How B calls one member route. `foreign`: with A's ids, answering `status` (404 unless the
 * contract says otherwise). `list`: B's own rows, none of them A's (`rows` picks the ids). `own`:
 * the route names no member row (B's profile, reference data, a new request of B's own): B's
 * answer still carries nothing of A's.
 */
type Probe =
  | { kind: 'foreign'; calls: Call[]; status?: number; check?: (body: unknown) => void }
  | { kind: 'list'; calls: Call[]; rows: (body: unknown) => number[]; foreign: number[] }
  | { kind: 'own'; why: string; calls: Call[] };

let t: TestApp;
let a: MemberWithEverything;
let b: MemberWithEverything;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  await seedReferenceContent(t.database.db);
  // Different test cards, so A's last four is not B's.
  a = await memberWithEverything(t, random, '5555555555554444');
  b = await memberWithEverything(t, random, '4111111111111111');
});
afterAll(() => t.close());

const dataOf = (body: unknown) => (body as { data: unknown }).data;
const listOf = (body: unknown) => (dataOf(body) as { data: Record<string, unknown>[] }).data;
/** A list the spec's table gives in data itself (user_reservations, issue 20 #4). */
const rowsOf = (body: unknown) => dataOf(body) as Record<string, unknown>[];
const idsOf = (rows: Record<string, unknown>[], key: string) => rows.map((r) => Number(r[key]));

const billing = {
  first_name: 'Bea',
  last_name: 'Lopez',
  address: '100 Ocean Drive 4',
  city: 'Miami',
  state: 'FL',
  country: 'US',
  post_code: '33139',
};

/** B's order paying `items` of `contract` with `card`: any of them A's makes it foreign. */
function order(contract: number, card: number, items: number[]) {
  return {
    order_amount: 525,
    contract_id: contract,
    card_id: card,
    cvv: '123',
    paymentTypeIds: items,
    paymentType: 'monthly',
    monthlyType: 'monthly',
    multiplePayment: false,
  };
}

function probes(): Record<MemberRouteName, Probe> {
  const aItem = [a.monthly[0]?.id ?? 0];
  const bItem = [b.monthly[0]?.id ?? 0];
  const aReservations = [a.reservations.upcoming, a.reservations.past, a.reservations.canceled];
  const aReservationIds = [...aReservations.map((r) => r.id), a.requested.reservation_id];
  return {
    profile: {
      kind: 'list',
      calls: [{}],
      rows: (body) => [
        ...idsOf(
          (dataOf(body) as { contracts: Record<string, unknown>[] }).contracts,
          'contract_id',
        ),
      ],
      foreign: [a.contract.id],
    },
    updateProfile: {
      kind: 'own',
      why: "the profile is the caller's own; no id in the path or body",
      calls: [{ body: { language_id: 'en' } }],
    },
    changePassword: {
      kind: 'own',
      why: "the caller's own password",
      calls: [
        {
          body: {
            current_password: 'Not#HerPassword1',
            new_password: 'Fuzz#Pass2026x',
            new_password_confirmation: 'Fuzz#Pass2026x',
          },
        },
      ],
    },
    sendContactMessage: {
      kind: 'own',
      why: 'opens a new thread of the caller',
      calls: [
        {
          body: {
            reason: 'Other',
            from: b.member.email,
            from_name: 'Bea Lopez',
            phone: '+1 305 555 0100',
            message: 'A question of my own',
          },
        },
      ],
    },
    messages: {
      kind: 'list',
      calls: [{}],
      rows: (body) => idsOf(listOf(body), 'id'),
      foreign: [a.thread.id],
    },
    message: { kind: 'foreign', calls: [{ params: { message: a.thread.id } }] },
    reply: {
      kind: 'foreign',
      calls: [
        { params: { message: a.thread.id }, body: { message: 'Let me in' } },
        { params: { message: a.thread.id }, body: { id: a.thread.id, message: 'Let me in' } },
      ],
    },
    markAsRead: { kind: 'foreign', calls: [{ params: { message: a.thread.id } }] },
    markAllAsRead: {
      kind: 'list',
      calls: [{}],
      rows: (body) => idsOf(listOf(body), 'id'),
      foreign: [a.thread.id],
    },
    userContracts: {
      kind: 'list',
      calls: [{}],
      rows: (body) => idsOf(listOf(body), 'contract_id'),
      foreign: [a.contract.id],
    },
    userContract: { kind: 'foreign', calls: [{ params: { user_contract: a.contract.id } }] },
    pay: {
      kind: 'foreign',
      calls: [
        { body: order(a.contract.id, b.card.id, bItem) },
        { body: order(b.contract.id, a.card.id, bItem) },
        { body: order(b.contract.id, b.card.id, aItem) },
        { body: order(a.contract.id, a.card.id, aItem) },
      ],
    },
    creditCards: {
      kind: 'list',
      calls: [{}, { query: { page: '1', per_page: '1000' } }],
      rows: (body) => idsOf(listOf(body), 'id'),
      foreign: [a.card.id],
    },
    paymentCheckout: {
      kind: 'foreign',
      calls: [
        { body: { ...order(a.contract.id, -1, aItem), card_id: -1, cvv: undefined, ...billing } },
        { body: { ...order(b.contract.id, -1, aItem), card_id: -1, cvv: undefined, ...billing } },
        { body: { ...order(a.contract.id, -1, bItem), card_id: -1, cvv: undefined, ...billing } },
      ],
    },
    cardCheckout: { kind: 'foreign', calls: [{ body: { card_id: a.card.id, ...billing } }] },
    updateCreditCard: {
      kind: 'foreign',
      calls: [
        { params: { credit_card: a.card.id }, body: { is_default: true } },
        { params: { credit_card: a.card.id }, body: { status: false } },
      ],
    },
    downloadInvoice: { kind: 'foreign', calls: [{ params: { order: a.order.id } }] },
    paymentStatus: { kind: 'foreign', calls: [{ params: { order: a.order.id } }] },
    cancelPayment: { kind: 'foreign', calls: [{ params: { order: a.order.id } }] },
    faqs: { kind: 'own', why: 'reference content, the same for every member', calls: [{}] },
    contactReasons: { kind: 'own', why: 'reference content', calls: [{}] },
    reservationHotels: { kind: 'own', why: 'reference content', calls: [{}] },
    exchanges: {
      kind: 'list',
      calls: [{}],
      // The spec's nested list of { MembershipType }: B's are B's words, never A's.
      rows: () => [],
      foreign: [],
    },
    destinationHighlights: { kind: 'own', why: 'reference content', calls: [{}] },
    destinationHighlight: {
      kind: 'own',
      why: 'reference content: a highlight id is nobody’s',
      calls: [{ params: { destination_highlight: 1 } }],
    },
    userReservations: {
      kind: 'list',
      calls: RESERVATION_LIST_TYPES.map((type) => ({ params: { type } })),
      rows: (body) => idsOf(rowsOf(body), 'reservation_id'),
      foreign: aReservationIds,
    },
    reservationRequested: {
      kind: 'own',
      why: 'a new request of the caller (hotel and unit type are reference ids)',
      calls: [
        {
          body: {
            is_member: true,
            destination: a.hotel.id,
            unit_type: a.unit.id,
            arriving_date: clubDay(90),
            departing_date: clubDay(93),
            guests: 1,
          },
        },
      ],
    },
    // Spec: a reservation attached to someone else is "no match" (200, data null), never revealed.
    addReservationToProfile: {
      kind: 'foreign',
      status: 200,
      check: (body) => expect(dataOf(body)).toMatchObject({ data: null }),
      calls: aReservations.map((r) => ({
        body: {
          property: r.hotelId,
          confirmation_number: r.reservationNumber,
          check_in_date: r.arrivingDate,
          traveler_last_name: r.leadLastName,
        },
      })),
    },
    sendReservationConfirmation: {
      kind: 'foreign',
      calls: [...aReservations.map((r) => r.reservationNumber), a.requested.reservation_number].map(
        (number) => ({ body: { reservation_number: number } }),
      ),
    },
    logout: {
      kind: 'own',
      why: "ends the caller's own session (a second one of B's here)",
      calls: [{}],
    },
  };
}

/** Every `user_id` anywhere in an answer. */
function userIdsIn(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) userIdsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'user_id' && typeof child === 'number') found.push(child);
      else userIdsIn(child, found);
    }
  }
  return found;
}

describe('member B with member A’s ids (SECURITY.md "Access control")', () => {
  it('A sees A’s own data through the same routes (so the leak search below can find it)', async () => {
    const seen = new Set<string>();
    for (const url of [
      '/api/v1/profile',
      '/api/v1/user_contracts',
      '/api/v1/credit_cards',
      '/api/v1/messages',
      `/api/v1/messages/${a.thread.id}`,
      '/api/v1/user_reservations/all',
      '/api/v1/exchanges',
      `/api/v1/orders/${a.order.id}/download`,
    ]) {
      const response = await t.request({ method: 'GET', url, token: a.token });
      expect(response.statusCode, url).toBe(200);
      for (const secret of a.secrets) if (response.body.includes(secret)) seen.add(secret);
    }
    // Unseen by A too: only the order's provider reference and the requested reservation's
    // travellers (kept with the request), which no answer shows to anyone.
    const unseen = a.secrets.filter((s) => !seen.has(s));
    expect(unseen.sort()).toEqual([a.order.reference, ...a.secrets.slice(-3)].sort());
  });

  it('answers every member route with A’s ids as not found and leaks nothing of A', async () => {
    const table = probes();
    const memberRoutes = contractRoutes.filter(([, def]) => def.access === 'member');
    // A member route added to the contract must get its line in the matrix.
    const missing = memberRoutes.filter(([name]) => !(name in table)).map(([name]) => name);
    expect(missing, 'member routes without a probe').toEqual([]);
    expect(Object.keys(table).sort()).toEqual(memberRoutes.map(([name]) => name).sort());

    const problems: string[] = [];
    let calls = 0;
    let foreignCalls = 0;
    const otherSession = (await tokenFor(t, b.member.email)).access_token;
    for (const [name, def] of memberRoutes) {
      const probe = table[name as MemberRouteName];
      for (const call of probe.calls) {
        const search = call.query ? `?${new URLSearchParams(call.query)}` : '';
        const options = {
          method: def.method,
          url: buildPath(def.path, call.params) + search,
          token: name === 'logout' ? otherSession : b.token,
          ...(call.body && { payload: call.body }),
        };
        const response: LightMyRequestResponse = await t.request(options);
        calls += 1;
        const said = `${name}: ${describeRequest(options)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) problems.push(`server error ${said}`);
        for (const secret of a.secrets) {
          if (response.body.includes(secret)) problems.push(`A's "${secret}" leaked: ${said}`);
        }
        let body: unknown;
        if (isJsonAnswer(response)) body = response.json();
        if (userIdsIn(body).some((id) => id !== b.member.id))
          problems.push(`user_id of another: ${said}`);
        if (response.statusCode >= 400) {
          const shape = errorShapeProblem(response);
          if (shape) problems.push(`${shape}: ${said}`);
        }
        if (probe.kind === 'foreign') {
          foreignCalls += 1;
          const expected = probe.status ?? 404;
          if (response.statusCode !== expected) problems.push(`expected ${expected}: ${said}`);
          else if (expected === 404 && (body as { key?: string }).key !== 'not_found')
            problems.push(`404 without not_found: ${said}`);
          else probe.check?.(body);
        } else if (probe.kind === 'list') {
          if (response.statusCode !== def.status) problems.push(`expected ${def.status}: ${said}`);
          const leaked = probe.rows(body).filter((id) => probe.foreign.includes(id));
          if (leaked.length > 0) problems.push(`A's rows ${leaked.join(', ')} listed: ${said}`);
        } else if (response.statusCode >= 300 && response.statusCode !== 400) {
          problems.push(`B's own call failed: ${said}`);
        }
      }
    }
    console.log(
      `access matrix: ${memberRoutes.length} member routes x member B's token, ${calls} calls ` +
        `(${foreignCalls} with member A's ids), ${a.secrets.length} identifying texts searched, ` +
        `${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });

  it('leaves A’s rows as they were after B tried them', async () => {
    const thread = await t.request({
      method: 'GET',
      url: '/api/v1/messages',
      token: a.token,
    });
    const mine = listOf(thread.json()).find((m) => m.id === a.thread.id);
    // Not read by B's mark-as-read or mark-all, no reply of B's added.
    expect(mine).toMatchObject({ read_at: null, nr_of_messages: 1 });

    const cards = await t.request({ method: 'GET', url: '/api/v1/credit_cards', token: a.token });
    expect(listOf(cards.json()).find((c) => c.id === a.card.id)).toMatchObject({
      is_default: true,
      status: 1,
    });

    const contract = await t.request({
      method: 'GET',
      url: `/api/v1/user_contracts/${a.contract.id}`,
      token: a.token,
    });
    const items = (dataOf(contract.json()) as { payment_types: { monthly: { id: number }[] } })
      .payment_types.monthly;
    expect(items.map((i) => i.id)).toEqual(a.monthly.map((m) => m.id));

    const reservations = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: a.token,
    });
    expect(idsOf(rowsOf(reservations.json()), 'reservation_id')).toEqual(
      expect.arrayContaining([
        a.reservations.upcoming.id,
        a.reservations.past.id,
        a.reservations.canceled.id,
      ]),
    );
    const stillB = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: b.token,
    });
    expect(idsOf(rowsOf(stillB.json()), 'reservation_id')).not.toContain(
      a.reservations.upcoming.id,
    );
  });
});
