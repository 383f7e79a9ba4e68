import { randomBytes } from 'node:crypto';
import { errorBodySchema } from '@mp/contract/errors';
import type { RouteDef } from '@mp/contract/http/route';
import { routes } from '@mp/contract/routes';
import { clubDay } from '@mp/contract/rules/club-date';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { insertThread } from '../../src/db/factories/messages.ts';
import {
  insertCard,
  insertPaidOrder,
  insertPayableContract,
} from '../../src/db/factories/payments.ts';
import { insertGuests } from '../../src/db/factories/profile.ts';
import { insertExchangeMemberships, insertReservation } from '../../src/db/factories/stays.ts';
import { hotels, invoices, unitTypes } from '../../src/db/schema/club.ts';
import { createMember, type TestApp, tokenFor } from '../harness.ts';

/**
 * Shared by the resilience suite (issue 11): a seeded random source, the one error shape, the
 * routes the server really registers, and a member who owns a row of every member-scoped kind.
 */

/** Mulberry32: small, fast and the same on every machine, so a failure replays with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => {
    const value = list[int(list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  };
  /** `count` distinct entries in a stable random order (all of them when the list is shorter). */
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  /** Letters only: names that pass the name rule and appear nowhere by chance. */
  const word = (length: number) =>
    Array.from({ length }, (_, i) => String.fromCharCode((i === 0 ? 65 : 97) + int(26))).join('');
  return { next, int, pick, sample, word };
}
export type Random = ReturnType<typeof seededRandom>;

/** The one wire shape of an error (CONVENTIONS rule 4), nothing more. */
export const strictErrorBody = z.strictObject(errorBodySchema.shape);

export function isJsonAnswer(response: LightMyRequestResponse): boolean {
  return /^application\/json\b/.test(String(response.headers['content-type'] ?? ''));
}

/** Why an answer is not in the error shape, or null when it is. */
export function errorShapeProblem(response: LightMyRequestResponse): string | null {
  if (!isJsonAnswer(response)) return `content-type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'body is not JSON';
  }
  const parsed = strictErrorBody.safeParse(body);
  return parsed.success ? null : `not the error shape: ${parsed.error.issues[0]?.message ?? ''}`;
}

/** A request as a person can replay it: method, url, headers (no secrets) and the body's start. */
export function describeRequest(options: InjectOptions): string {
  const headers = { ...(options.headers as Record<string, unknown> | undefined) };
  if (typeof headers.authorization === 'string') {
    headers.authorization = `${headers.authorization.slice(0, 12)}…(${headers.authorization.length})`;
  }
  const payload = options.payload;
  const text =
    payload === undefined
      ? ''
      : typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? `<${payload.length} bytes: ${payload.subarray(0, 40).toString('hex')}>`
          : JSON.stringify(payload);
  const body =
    text.length > 300
      ? `${JSON.stringify(text.slice(0, 300))}…(${text.length})`
      : JSON.stringify(text);
  return `${options.method} ${String(options.url).slice(0, 300)} headers=${JSON.stringify(headers)} body=${body}`;
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every method and path the built app answers, read from Fastify's own route tree (the
 * `commonPrefix: false` print: one node per path, children indented four columns a level).
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2] ?? ''}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',')) {
      const name = method.trim();
      if (name && name !== 'HEAD') found.push({ method: name, path });
    }
  }
  return found;
}

/** The contract's routes as [name, definition], in the table's order. */
export const contractRoutes = Object.entries(routes) as [keyof typeof routes, RouteDef][];

export const HOTEL = 'The Grand Bliss Nuevo Vallarta';

/**
 * A signed-in member who owns something of every member-scoped kind (SECURITY.md "Access
 * control"): a payable contract with its due items, a paid order with its invoice, a saved card,
 * upcoming, past and canceled reservations, a requested reservation with travellers, a message
 * thread, guests and exchange memberships. Names and texts are random words, so a search for
 * them in another member's answers finds only a leak. Needs the reference content (hotels).
 */
export async function memberWithEverything(t: TestApp, random: Random, testCard: string) {
  const db = t.database.db;
  const firstName = random.word(9);
  const lastName = random.word(11);
  const member = await createMember(t, {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
  });
  const { access_token: token } = await tokenFor(t, member.email);
  const payable = await insertPayableContract(db, {
    userId: member.id,
    contractNumber: `RS-${random.word(8).toUpperCase()}`,
  });
  const card = await insertCard(db, { userId: member.id, testCard, isDefault: true });
  const order = await insertPaidOrder(db, { userId: member.id, contractId: payable.contract.id });
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (!invoice) throw new Error('the paid order has no invoice');
  const reservationNumber = () => String(60_000_000 + random.int(9_999_999));
  const upcoming = await insertReservation(db, {
    userId: member.id,
    hotel: HOTEL,
    arrivingInDays: 20,
    number: reservationNumber(),
    leadFirstName: firstName,
    leadLastName: lastName,
  });
  const past = await insertReservation(db, {
    userId: member.id,
    hotel: HOTEL,
    arrivingInDays: -60,
    number: reservationNumber(),
    leadLastName: lastName,
  });
  const canceled = await insertReservation(db, {
    userId: member.id,
    hotel: HOTEL,
    arrivingInDays: 40,
    status: 5,
    number: reservationNumber(),
    leadLastName: lastName,
  });
  const messageText = `Private note ${random.word(12)}`;
  const { thread } = await insertThread(db, {
    userId: member.id,
    subject: `Subject ${random.word(10)}`,
    entries: [{ author: 'club', message: `<p>${messageText}</p>` }],
  });
  const guestName = `${random.word(7)} ${random.word(8)}`;
  await insertGuests(db, member.id, [guestName]);
  const exchange = `Exchange ${random.word(8)}`;
  await insertExchangeMemberships(db, member.id, [{ membershipType: exchange }]);

  // A reservation request through the API: its travellers are stored only that way.
  const [hotel] = await db.select().from(hotels).where(eq(hotels.name, HOTEL));
  if (!hotel) throw new Error(`no hotel ${HOTEL}: seed the reference content first`);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.hotelId, hotel.id));
  if (!unit) throw new Error(`no unit type at ${HOTEL}`);
  const traveller = { first: random.word(8), last: random.word(10), email: '' };
  traveller.email = `${traveller.first.toLowerCase()}.${randomBytes(3).toString('hex')}@example.org`;
  const requested = await t.request({
    method: 'POST',
    url: '/api/v1/reservation_requested',
    token,
    payload: {
      is_member: true,
      destination: hotel.id,
      unit_type: unit.id,
      arriving_date: clubDay(50),
      departing_date: clubDay(54),
      guests: 2,
      travelers: [
        {
          age: 'adult',
          first_name: traveller.first,
          last_name: traveller.last,
          email: traveller.email,
        },
        { age: 'child', first_name: firstName, last_name: lastName },
      ],
    },
  });
  if (requested.statusCode !== 201) {
    throw new Error(`reservation request failed: ${requested.statusCode} ${requested.body}`);
  }
  const request = requested.json().data.data as {
    reservation_id: number;
    reservation_number: string;
  };

  return {
    member,
    token,
    ...payable,
    card,
    order,
    invoice,
    reservations: { upcoming, past, canceled },
    requested: request,
    thread,
    hotel,
    unit,
    /** Texts that identify this member: none may appear in another member's answers. */
    secrets: [
      member.email,
      firstName,
      lastName,
      payable.contract.contractNumber,
      `"last_four":"${card.lastFour}"`,
      order.reference,
      invoice.invoiceNumber,
      upcoming.reservationNumber,
      past.reservationNumber,
      canceled.reservationNumber,
      request.reservation_number,
      messageText,
      thread.subject,
      guestName,
      exchange,
      traveller.first,
      traveller.last,
      traveller.email,
    ],
  };
}
export type MemberWithEverything = Awaited<ReturnType<typeof memberWithEverything>>;
