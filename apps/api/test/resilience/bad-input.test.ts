import type { RouteDef } from '@mp/contract/http/route';
import { clubDay } from '@mp/contract/rules/club-date';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from '../../src/db/factories/dates.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { insertSession } from '../../src/modules/access/accounts-repository.ts';
import { verificationLink } from '../../src/modules/access/verification-link.ts';
import { CHECKOUT_RESULT_PATHS } from '../../src/modules/payments/checkout-service.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../src/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp, tokenFor } from '../harness.ts';
import {
  contractRoutes,
  describeRequest,
  errorShapeProblem,
  isJsonAnswer,
  type MemberWithEverything,
  memberWithEverything,
  type RegisteredRoute,
  registeredRoutes,
  seededRandom,
} from './resilience-support.ts';

/**
 * SECURITY.md "Input": a generated barrage of malformed requests against every route the server
 * registers, derived from the contract's route table (each body field's type comes from its zod
 * schema), signed in and not. No answer may be a 5xx; every 4xx of a JSON route is in the error
 * shape; afterwards the server is healthy and Object.prototype untouched. FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_111);
const random = seededRandom(SEED);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  enum?: Json[];
  const?: Json;
  maxItems?: number;
}
const jsonSchemaOf = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;

/**
 * How a route answers by design: `api` routes answer JSON and every 4xx in the error shape;
 * the provider's browser results redirect (303) to the web app; its notification answers plain
 * text; HTML pages (the sandbox checkout, the dev mailbox) may refuse with a page of their own.
 */
type RouteKind = 'api' | 'redirect' | 'notification' | 'page';

/** Routes outside the contract, by where they live; a new one elsewhere fails the coverage test. */
function kindOf(route: RegisteredRoute): RouteKind | 'excluded' | undefined {
  if (route.path === CHECKOUT_RESULT_PATHS.notification) return 'notification';
  if (route.path === CHECKOUT_RESULT_PATHS.receipt || route.path === CHECKOUT_RESULT_PATHS.cancel)
    return 'redirect';
  // The sandbox's hosted pages and review desk, the dev mailbox.
  if (
    route.path.startsWith(`${SANDBOX_CHECKOUT_PATH}/`) ||
    route.path.startsWith('/sandbox/review') ||
    route.path.startsWith('/dev/')
  )
    return 'page';
  if (['/healthz', '/readyz', '/api/docs', '/api/dev/mail'].includes(route.path)) return 'api';
  // Fixture builders mounted only under NODE_ENV=test (never in a deployment): they trust the
  // test that calls them, so fuzzing them would test the tests.
  if (route.path.startsWith('/api/test/')) return 'excluded';
  return undefined;
}

// ------------------------------------------------------------------------------ bad values

const MB = 'x'.repeat(1024 * 1024);
/** Fits the 64 KB body limit but no field's length limit. */
const LONG = 'é'.repeat(30_000);
const WRONG_TYPES: Json[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', [], {}];
const TEXT_ATTACKS: string[] = [
  'a\u0000b',
  '\u0000',
  '😀👍🏽👨‍👩‍👧‍👦🇲🇽',
  'مرحبا بالعالم',
  '\u202Egnp.exe\u202C',
  'Z̴͉̓a̷̪͝l̸̙̈g̵̣̈́o̶͙͐ e\u0301\u0302\u0303',
  '\ud800',
  '\udfff\ud800',
  '\uFEFF\u200B\u2028\u2029',
  'İstanbul ß ﬁ ǅ',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
  "%'; SELECT pg_sleep(5); --",
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  `{{7*7}}\${7*7}<%= 7*7 %>`,
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x1F',
  ' 1 ',
  '\r\nSet-Cookie: a=b',
  LONG,
];
/** Always sent to every field: the types and the texts most likely to reach the database. */
const ALWAYS: Json[] = [
  ...WRONG_TYPES,
  'a\u0000b',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  LONG,
];
const TEXT_SAMPLE = 4;

const BROKEN_JSON: (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":1e99999}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '\u0000',
  '{"a":"b"\u0000}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];

const BAD_PARAMS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'abc',
  'null',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  '1%00',
  '%E0%A4%A',
  '%ZZ',
  '%25',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '%20',
  '+1',
  '0x1f',
  '1%3BDROP%20TABLE%20users',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'a'.repeat(128),
  'z'.repeat(201),
];

const BAD_QUERIES = [
  'a=1&a=2&a=3',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__.polluted=yes&constructor.prototype.polluted=yes',
  '%E0%A4%A=1',
  'x=%00',
  'x=%ZZ&%=1',
  '=&=&&==',
  `q=${'x'.repeat(8000)}`,
  'page=-1&per_page=99999999999999999999',
  'query[]=1&query[]=2',
  'query[$ne]=1',
  'q=%27%20OR%201%3D1--',
  'x=%F0%9F%98%80%E2%80%AE',
];
const BAD_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1.5',
  'abc',
  '1e999',
  '%00',
  'x'.repeat(5000),
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%27%20OR%20%271%27%3D%271',
];

const UNSIGNED_HEADERS: Record<string, string>[] = [
  {},
  { authorization: 'Bearer' },
  { authorization: 'Bearer not-a-token' },
  { authorization: `Bearer ${'x'.repeat(300)}` },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'Bearer ../../etc/passwd' },
];

// ------------------------------------------------------------------------------ the app

let t: TestApp;
let fuzz: MemberWithEverything;
/** The fuzz member's session: a call that ends it (logout) gets the next one its turn. */
let session: string;
let renewedSessions = 0;
const snapshotOfPrototype = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  await seedReferenceContent(t.database.db);
  fuzz = await memberWithEverything(t, random, '4111111111111111');
  session = fuzz.token;
});
afterAll(() => t.close());

/** Another session of the fuzz member, as the login makes it (a login per logout would be slow). */
async function renewSession() {
  const token = randomToken();
  const now = new Date();
  await insertSession(t.database.db, {
    userId: fuzz.member.id,
    accessTokenHash: sha256(token),
    accessExpiresAt: addDays(now, 1),
    expiresAt: addDays(now, 30),
  });
  session = token;
  renewedSessions += 1;
}

/** Values that make a request get past its schema to the service, by field name. */
function valueHints(): Record<string, Json> {
  const password = 'Fuzz#Pass2026x';
  return {
    email: fuzz.member.email,
    from: fuzz.member.email,
    password: 'Not#ThePassword1',
    current_password: 'Not#ThePassword1',
    password_confirmation: password,
    new_password: password,
    new_password_confirmation: password,
    'g-recaptcha-response': 'none',
    first_name: 'Ana',
    last_name: 'Ruiz',
    from_name: 'Ana Ruiz',
    traveler_last_name: 'Ruiz',
    phone: '+1 305 555 0100',
    home_phone: '+1 305 555 0100',
    mobile_phone: '+1 305 555 0101',
    country: 'US',
    state: 'FL',
    city: 'Miami',
    address: '100 Ocean Drive 4',
    address_line_1: '100 Ocean Drive 4',
    post_code: '33139',
    postal_code: '33139',
    language_id: 'en',
    lang: 'en',
    vida_member_id: fuzz.member.vidaMemberId ?? 1,
    verification_code: '123456',
    refresh_token: 'r'.repeat(43),
    reason: 'Other',
    message: 'A question from the resilience suite',
    contract_id: fuzz.contract.id,
    card_id: fuzz.card.id,
    paymentTypeIds: [fuzz.monthly[0]?.id ?? 1],
    paymentType: 'monthly',
    monthlyType: 'monthly',
    order_amount: 525,
    cvv: '123',
    device_fingerprint_id: 'fp-resilience',
    status: 1,
    destination: fuzz.hotel.id,
    property: fuzz.hotel.id,
    unit_type: fuzz.unit.id,
    arriving_date: clubDay(70),
    departing_date: clubDay(74),
    check_in_date: fuzz.reservations.upcoming.arrivingDate,
    confirmation_number: fuzz.reservations.upcoming.reservationNumber,
    reservation_number: fuzz.reservations.upcoming.reservationNumber,
    guests: 2,
    promo_code: 'SUMMER-26',
    id: fuzz.thread.id,
  };
}

function sampleOf(name: string, node: JsonSchemaNode, hints: Record<string, Json>): Json {
  if (Object.hasOwn(hints, name)) return hints[name] ?? null;
  if (node.const !== undefined) return node.const;
  if (node.enum && node.enum.length > 0) return node.enum[0] ?? null;
  const option = node.anyOf?.find((o) => o.type !== 'null') ?? node.anyOf?.[0];
  if (option) return sampleOf(name, option, hints);
  const type = Array.isArray(node.type) ? node.type.find((x) => x !== 'null') : node.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {})
          // An optional password is checked with argon2 when sent (slow by design): the field
          // cases send it; the base body leaves it out.
          .filter(([key]) => node.required?.includes(key) || !key.includes('password'))
          .map(([key, child]) => [key, sampleOf(key, child, hints)]),
      );
    case 'array':
      return node.items ? [sampleOf(name, node.items, hints)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'resilience';
  }
}

// ------------------------------------------------------------------------------ the cases

interface Case {
  route: string;
  kind: RouteKind;
  /** The route needs a session: a signed case answering 401 means the session was ended. */
  auth: boolean;
  options: InjectOptions;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

/** Raw JSON with the keys JSON.stringify cannot write as own properties. */
function protoBodies(base: Record<string, Json>): string[] {
  const inner = JSON.stringify(base).slice(1, -1);
  const comma = inner ? `,${inner}` : '';
  const firstField = Object.keys(base)[0];
  return [
    `{"__proto__":{"polluted":"yes","isAdmin":true}${comma}}`,
    `{"constructor":{"prototype":{"polluted":"yes"}}${comma}}`,
    `{"__proto__":null${comma}}`,
    ...(firstField
      ? [
          JSON.stringify({ ...base, [firstField]: 'x' }).replace(
            `"${firstField}":"x"`,
            `"${firstField}":{"__proto__":{"polluted":"yes"}}`,
          ),
        ]
      : []),
    `[{"__proto__":{"polluted":"yes"}}]`,
  ];
}

/** The same content in every media type but the one the route reads. */
function wrongContentTypes(base: Record<string, Json>): InjectOptions[] {
  const json = JSON.stringify(base);
  const form = new URLSearchParams(
    Object.fromEntries(
      Object.entries(base).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  ).toString();
  const boundary = '----resilience';
  return [
    { headers: { 'content-type': 'text/plain' }, payload: json },
    { headers: { 'content-type': 'text/plain; charset=utf-8' }, payload: 'just text' },
    { headers: FORM_TYPE, payload: form },
    { headers: FORM_TYPE, payload: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes' },
    { headers: { 'content-type': 'application/xml' }, payload: '<?xml version="1.0"?><a>1</a>' },
    {
      headers: { 'content-type': 'text/xml' },
      payload: '<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
    },
    {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000garbage\r\n--${boundary}`,
    },
    { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n\r\n--' },
    { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: json },
    { headers: { 'content-type': 'application/json' }, payload: `\uFEFF${json}` },
    { headers: { 'content-type': 'APPLICATION/JSON' }, payload: json },
    { headers: { 'content-type': 'application/vnd.api+json' }, payload: json },
    { headers: { 'content-type': 'application/json, text/plain' }, payload: json },
    { headers: { 'content-type': ';;;' }, payload: json },
    { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from(json) },
    { headers: { 'content-type': 'image/png' }, payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    { headers: {}, payload: json },
  ];
}

/** Bodies for any route: broken, wrong media type, polluting, extra, huge. */
function bodyCases(base: Record<string, Json>): InjectOptions[] {
  const json = (payload: string | Buffer): InjectOptions => ({ headers: JSON_TYPE, payload });
  const extra = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
  return [
    ...BROKEN_JSON.map(json),
    ...wrongContentTypes(base),
    ...protoBodies(base).map(json),
    json(''),
    json('   '),
    json('{}'),
    json('[]'),
    json('null'),
    json('"text"'),
    json('123'),
    json('true'),
    json(
      JSON.stringify({
        ...base,
        isAdmin: true,
        role: 'admin',
        user_id: 1,
        userId: 1,
        member: { userId: 1 },
      }),
    ),
    json(JSON.stringify({ ...base, ...extra })),
    json(JSON.stringify(Object.fromEntries(Object.keys(base).map((k) => [k, null])))),
    json(JSON.stringify({ ...base, big: MB })),
    json(JSON.stringify(Array.from({ length: 600_000 }, () => 0))),
  ];
}

function fieldCases(base: Record<string, Json>, schema: JsonSchemaNode): InjectOptions[] {
  const cases: InjectOptions[] = [];
  const json = (body: Record<string, Json>): InjectOptions => ({
    headers: JSON_TYPE,
    payload: JSON.stringify(body),
  });
  for (const [field, node] of Object.entries(schema.properties ?? {})) {
    const { [field]: _left, ...missing } = base;
    cases.push(json(missing));
    const values: Json[] = [
      ...ALWAYS,
      ...random.sample(
        TEXT_ATTACKS.filter((v) => !ALWAYS.includes(v)),
        TEXT_SAMPLE,
      ),
    ];
    for (const value of values) cases.push(json({ ...base, [field]: value }));
    const items = node.items ?? node.anyOf?.find((o) => o.type === 'array')?.items;
    if (items) {
      const one = base[field] && Array.isArray(base[field]) ? (base[field][0] ?? 1) : 1;
      cases.push(
        json({ ...base, [field]: Array.from({ length: (node.maxItems ?? 100) + 1 }, () => one) }),
      );
      cases.push(json({ ...base, [field]: Array.from({ length: 20_000 }, () => 1) }));
      cases.push(json({ ...base, [field]: [[[[[one]]]]] }));
      cases.push(json({ ...base, [field]: [one, null, 'x', {}, -1] }));
    }
  }
  return cases;
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

let forgotToken = '';
let link: URL;

function contractCases(def: RouteDef): Case[] {
  const hints = valueHints();
  const paramHints: Record<string, string> = {
    user_contract: String(fuzz.contract.id),
    order: String(fuzz.order.id),
    message: String(fuzz.thread.id),
    credit_card: String(fuzz.card.id),
    destination_highlight: '1',
    type: 'all',
    token: forgotToken,
    id: link.pathname.split('/')[3] ?? '1',
    hash: link.pathname.split('/')[4] ?? 'a'.repeat(64),
  };
  const queryHints: Record<string, string> = {
    expires: link.searchParams.get('expires') ?? '1',
    signature: link.searchParams.get('signature') ?? 'a'.repeat(64),
    page: '1',
    per_page: '10',
    query: 'Vallarta',
  };
  const paramNames = [...def.path.matchAll(/:(\w+)/g)].map(([, n]) => n ?? '');
  const params = Object.fromEntries(paramNames.map((n) => [n, paramHints[n] ?? '1']));
  const queryFields = def.query ? Object.keys(jsonSchemaOf(def.query).properties ?? {}) : [];
  const query = new URLSearchParams(
    Object.fromEntries(queryFields.map((f) => [f, queryHints[f] ?? '1'])),
  ).toString();
  const search = query ? `?${query}` : '';
  const bodySchema = def.body ? jsonSchemaOf(def.body) : undefined;
  const base =
    bodySchema && bodySchema.type === 'object'
      ? (sampleOf('', bodySchema, hints) as Record<string, Json>)
      : {};

  const options: InjectOptions[] = [];
  const url = fill(def.path, params) + search;
  // A GET's body is never read (Fastify parses none): a few prove it, the rest would repeat it.
  const bodies = def.method === 'GET' ? bodyCases(base).slice(0, 3) : bodyCases(base);
  for (const body of bodies) options.push({ ...body, url });
  if (bodySchema) for (const body of fieldCases(base, bodySchema)) options.push({ ...body, url });
  for (const param of paramNames) {
    for (const bad of BAD_PARAMS) {
      options.push({
        url: fill(def.path, { ...params, [param]: bad }) + search,
        ...withBody(base),
      });
    }
  }
  const path = fill(def.path, params);
  // A GET's query is its input; another route without a query schema gets a sample.
  const queries = def.query || def.method === 'GET' ? BAD_QUERIES : random.sample(BAD_QUERIES, 6);
  for (const q of queries) options.push({ url: `${path}?${q}`, ...withBody(base) });
  for (const field of queryFields) {
    for (const bad of BAD_QUERY_VALUES) {
      const q = new URLSearchParams(query);
      q.delete(field);
      options.push({ url: `${path}?${q}&${field}=${bad}`, ...withBody(base) });
    }
    options.push({ url: `${path}${search}&${field}=2`, ...withBody(base) });
  }
  return options.map((o) => ({
    route: `${def.method} ${def.path}`,
    kind: 'api',
    auth: def.access === 'member',
    options: { ...o, method: def.method },
  }));

  function withBody(body: Record<string, Json>): InjectOptions {
    return def.body ? { headers: JSON_TYPE, payload: JSON.stringify(body) } : {};
  }
}

/** The provider's field names (PAYMENTS.md): what its posts and the sandbox's pages read. */
const PROVIDER_FIELDS = [
  'signature',
  'signed_field_names',
  'signed_date_time',
  'decision',
  'reason_code',
  'req_reference_number',
  'req_transaction_uuid',
  'req_amount',
  'req_currency',
  'req_locale',
  'req_transaction_type',
  'transaction_id',
  'payment_token',
  'access_key',
  'profile_id',
  'transaction_type',
  'transaction_uuid',
  'reference_number',
  'amount',
  'currency',
  'card_number',
  'card_cvn',
  'card_expiry_month',
  'card_expiry_year',
  'card_holder',
  'override_custom_receipt_page',
];

function otherCases(route: RegisteredRoute, kind: RouteKind): Case[] {
  const options: InjectOptions[] = [];
  const url = fill(route.path, { id: '1' });
  const form = (fields: Record<string, string>): InjectOptions => ({
    url,
    headers: FORM_TYPE,
    payload: new URLSearchParams(fields).toString(),
  });
  if (route.method === 'POST') {
    options.push(form({}));
    options.push(...bodyCases({ decision: 'ACCEPT' }).map((o) => ({ ...o, url })));
    for (const field of PROVIDER_FIELDS) {
      for (const value of random.sample(TEXT_ATTACKS, 2)) {
        options.push(form({ signed_field_names: field, signature: 'x', [field]: value }));
      }
    }
    options.push(form(Object.fromEntries(PROVIDER_FIELDS.map((f) => [f, 'a\u0000b']))));
    options.push(
      form({ override_custom_receipt_page: 'https://evil.example/steal', decision: 'ACCEPT' }),
    );
    options.push({ url, headers: FORM_TYPE, payload: '%E0%A4%A=1&a=%&&==&a=1&a=2' });
    options.push({ url, headers: FORM_TYPE, payload: `a=${'x'.repeat(40_000)}` });
    options.push({
      url,
      headers: FORM_TYPE,
      payload: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x',
    });
  }
  for (const q of random.sample(BAD_QUERIES, 6)) options.push({ url: `${url}?${q}` });
  if (route.path.includes(':')) {
    for (const bad of BAD_PARAMS) options.push({ url: route.path.replace(/:\w+/, bad) });
  }
  return options.map((o) => ({
    route: `${route.method} ${route.path}`,
    kind,
    auth: false,
    options: { ...o, method: route.method as InjectOptions['method'] },
  }));
}

// ------------------------------------------------------------------------------ the checks

const PUBLIC_URL = 'http://portal.test';

/** What is wrong with an answer, or null. */
function problemOf(kind: RouteKind, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 200)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 300 && status < 400) {
    const location = String(response.headers.location ?? '');
    // A page's form goes back to a page of its own (the sandbox's review desk: post, redirect, get).
    if (kind === 'page' && /^\/(?!\/)/.test(location)) return null;
    if (kind !== 'redirect') return `redirected (${status}) from a route that answers itself`;
    return location.startsWith(`${PUBLIC_URL}/`) ? null : `redirected off the portal: ${location}`;
  }
  if (status < 400) return null;
  const shape = errorShapeProblem(response);
  if (!shape) return null;
  // The provider's notification: a plain refusal is its protocol (PAYMENTS.md).
  if (kind === 'notification' && status === 400 && response.body === 'Rejected') return null;
  // A page's own refusal is a page (the sandbox's "refused" page, the mailbox's not found).
  if (kind === 'page' && /^text\/(html|plain)\b/.test(type)) return null;
  return `${status} ${shape}: ${response.body.slice(0, 200)}`;
}

describe('malformed input on every route (SECURITY.md "Input")', () => {
  // Some twenty thousand requests one after another, more with every area: a sweep's time (the
  // timeout below), not a speed bound (the benchmark measures speed).
  it('answers a generated barrage without a 5xx, every 4xx in the error shape, and stays healthy', async () => {
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: fuzz.member.email },
    });
    forgotToken = forgot.json().data.data.token;
    link = new URL(verificationLink(t.config.publicUrl, t.config.secret, fuzz.member));

    const registered = registeredRoutes(t.app);
    const isContract = (r: RegisteredRoute) =>
      contractRoutes.some(([, def]) => def.method === r.method && def.path === r.path);
    // The route tree was read right: every contract route is in it.
    for (const [name, def] of contractRoutes) {
      expect(registered, name).toContainEqual({ method: def.method, path: def.path });
    }
    const others = registered.filter((r) => !isContract(r));
    const unclassified = others.filter((r) => kindOf(r) === undefined);
    expect(unclassified, 'a route outside the contract with no kind in kindOf()').toEqual([]);

    const cases: Case[] = [
      ...contractRoutes.flatMap(([, def]) => contractCases(def)),
      ...others.flatMap((r) => {
        const kind = kindOf(r);
        return kind && kind !== 'excluded' ? otherCases(r, kind) : [];
      }),
    ];

    const failures: string[] = [];
    const perRoute = new Map<string, { signed: number; unsigned: number }>();
    let sent = 0;
    let serverErrors = 0;
    let status429 = 0;
    const send = async (c: Case, signed: boolean) => {
      const token = session;
      const headers: Record<string, string> = {
        ...(c.options.headers as Record<string, string> | undefined),
        ...(signed ? { authorization: `Bearer ${token}` } : random.pick(UNSIGNED_HEADERS)),
        ...(random.next() < 0.3 ? { 'x-language': 'es' } : {}),
      };
      const options: InjectOptions = { ...c.options, headers };
      let response: LightMyRequestResponse;
      try {
        response = await t.app.inject(options);
      } catch (error) {
        failures.push(`inject failed (${String(error)}): ${describeRequest(options)}`);
        return;
      }
      sent += 1;
      const count = perRoute.get(c.route) ?? { signed: 0, unsigned: 0 };
      count[signed ? 'signed' : 'unsigned'] += 1;
      perRoute.set(c.route, count);
      if (response.statusCode >= 500) serverErrors += 1;
      if (response.statusCode === 429) status429 += 1;
      const problem = problemOf(c.kind, response);
      if (problem) failures.push(`${problem}\n    request: ${describeRequest(options)}`);
      // The call ended the session (logout with a body it ignores): the next case gets a new one.
      if (signed && c.auth && response.statusCode === 401 && token === session) {
        await renewSession();
      }
    };
    // Every case signed in (the deepest path: past the session check to the service), and every
    // third case of a route again without a session or with a broken one.
    const seen = new Map<string, number>();
    for (const c of cases) {
      const index = seen.get(c.route) ?? 0;
      seen.set(c.route, index + 1);
      await send(c, true);
      if (index % 3 === 0) await send(c, false);
    }
    await t.background.idle();

    const routesHit = perRoute.size;
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `bad input: ${sent} requests over ${routesHit} routes ` +
        `(${contractRoutes.length} contract routes, ${routesHit - contractRoutes.length} others), ` +
        `${serverErrors} server errors, ${failures.length} failures, ${status429} rate limited, ` +
        `${renewedSessions} sessions renewed, seed ${SEED}, ${seconds(Date.now() - started)} s ` +
        `(${seconds(cpu.user / 1000)} s of CPU)`,
    );

    expect(failures.slice(0, 40), `${failures.length} bad answers (seed ${SEED})`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(5000);
    for (const [name, def] of contractRoutes) {
      const count = perRoute.get(`${def.method} ${def.path}`);
      expect(count?.signed, name).toBeGreaterThanOrEqual(15);
      expect(count?.unsigned, name).toBeGreaterThanOrEqual(5);
    }

    // Still healthy, still serving a member, nothing polluted.
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
    const fresh = await tokenFor(t, fuzz.member.email);
    const contracts = await t.request({
      method: 'GET',
      url: '/api/v1/user_contracts',
      token: fresh.access_token,
    });
    expect(contracts.statusCode).toBe(200);
    expect(isJsonAnswer(contracts)).toBe(true);
    expect(contracts.json().data.data.map((c: { contract_id: number }) => c.contract_id)).toContain(
      fuzz.contract.id,
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(snapshotOfPrototype);
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
  }, 300_000);
});
