import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildPath, isStaffAccess } from '@mp/contract/http/route';
import { routes } from '@mp/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCannedResponses } from '../../src/db/factories/inbox.ts';
import { insertThread } from '../../src/db/factories/messages.ts';
import { insertContract, insertPaidOrder } from '../../src/db/factories/payments.ts';
import { insertStaff, insertStaffSetupLink } from '../../src/db/factories/staff.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { verificationLink } from '../../src/modules/access/verification-link.ts';
import { randomToken, sha256 } from '../../src/platform/tokens.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  mailTo,
  type TestApp,
  tokenFor,
} from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  // Each body-less route gets its own member, reset request and sign-in: the table grows by area.
  t = await createTestApp({ RATE_LIMIT_SCALE: '10' });
  // Reference content gives the later areas' ids (a destination highlight is 1) something to find.
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const SPANISH_CHECK = 'Algunos campos requieren tu atención.';

describe('body-less calls from the spec client (JSON content type on every request)', () => {
  const bodyless = Object.entries(routes).filter(([, def]) => !('body' in def));

  it('covers every body-less route of the contract', () => {
    expect(bodyless.map(([name]) => name)).toEqual(
      expect.arrayContaining(['logout', 'verifyEmail', 'profile']),
    );
  });

  // Every route without a body answers alike with no content type, with the JSON content type
  // and an empty body, and with `{}`: iterating the table covers the routes of later areas.
  it.each(bodyless)(
    '%s answers alike with an empty JSON body, {} and no header',
    async (name, def) => {
      const member = await createMember(t);
      const link = new URL(verificationLink(t.config.publicUrl, t.config.secret, member));
      const [, , , id = '', hash = ''] = link.pathname.split('/');
      const forgot = await t.request({
        method: 'POST',
        url: '/api/v1/users/passwords',
        payload: { email: member.email },
      });
      // One session per route (logout ends the one it is given): the login limit is per minute.
      const session =
        def.access === 'member' ? (await tokenFor(t, member.email)).access_token : undefined;
      const { thread } = await insertThread(t.database.db, { userId: member.id });
      const contract = await insertContract(t.database.db, { userId: member.id });
      const order = await insertPaidOrder(t.database.db, {
        userId: member.id,
        contractId: contract.id,
      });
      const known: Record<string, string> = {
        user_contract: String(contract.id),
        order: String(order.id),
        id,
        hash,
        token: forgot.json().data.data.token,
        message: String(thread.id),
        type: 'all',
      };
      let search = def.path.includes('verify/:id') ? link.search : '';
      if (name === 'confirmEmailChange') {
        // The link a new address receives.
        const owner = (await tokenFor(t, member.email)).access_token;
        await t.request({
          method: 'PUT',
          url: '/api/v1/profile',
          token: owner,
          payload: { email: `new-${member.email}` },
        });
        const [mail] = await mailTo(t, `new-${member.email}`);
        const confirm = new URL(mail?.links.find((l) => l.includes('/email/confirm/')) ?? '');
        const [, , , , changeId = '', changeHash = ''] = confirm.pathname.split('/');
        Object.assign(known, { id: changeId, hash: changeHash });
        search = confirm.search;
      }
      // A staff route is called by an admin (every permission); its staff account and setup
      // link parameters name rows of their own.
      const isStaff = isStaffAccess(def.access);
      const staff = isStaff ? await createStaffSession(t, 'admin') : undefined;
      if (def.path.startsWith('/api/staff/')) {
        const other = await insertStaff(t.database.db, { email: `other-${member.email}` });
        known.id = String(other.id);
        known.token = randomToken();
        await insertStaffSetupLink(t.database.db, {
          staffId: other.id,
          tokenHash: sha256(known.token),
        });
      }
      // The desk's member calls name the member made above (the member page with its reason, the
      // lookup with a query); a canned response is made for its delete.
      if (def.path.startsWith('/api/staff/members/')) known.id = String(member.id);
      if (name === 'deskMember') search = '?reason=Checking%20an%20empty%20body';
      if (name === 'lookupMembers') search = '?q=Test';
      if (name === 'uploadClubImport') search = '?entity=members';
      if (name === 'staffOrder') known.id = String(order.id);
      if (name === 'ordersReconciliation') search = '?day=2026-01-15';
      if (def.path.startsWith('/api/staff/jobs/')) known.id = crypto.randomUUID();
      const endsStaffSession = name === 'staffSignOut' || name === 'staffSignOutEverywhere';
      // Any other path parameter (an id of a later area) gets 1: what matters is that the three
      // variants answer alike.
      const params = Object.fromEntries(
        [...def.path.matchAll(/:(\w+)/g)].map(([, param = '']) => [param, known[param] ?? '1']),
      );
      /** Each variant deletes a canned response of its own (a second delete finds nothing). */
      const urlOf = async () => {
        if (name !== 'deleteCannedResponse') return buildPath(def.path, params) + search;
        const [canned] = await insertCannedResponses(t.database.db, [{}]);
        return buildPath(def.path, { id: String(canned?.id) });
      };
      const variants = [{}, { headers: JSON_TYPE }, { headers: JSON_TYPE, payload: '{}' }];
      const answers = [];
      for (const variant of variants) {
        const token = name === 'logout' ? (await tokenFor(t, member.email)).access_token : session;
        const caller = endsStaffSession ? await createStaffSession(t, 'admin') : staff;
        const response = await t.request({
          method: def.method,
          url: await urlOf(),
          token,
          staff: caller,
          ...variant,
        });
        answers.push({
          status: response.statusCode,
          key: response.headers['content-type']?.toString().includes('json')
            ? response.json().key
            : undefined,
        });
      }
      // The known order is paid: cancelling it is refused alike (409) with every variant. A
      // reservation request, a profile review, a passkey of id 1 or a job of a random id is not
      // made here: not found, alike.
      const unmade =
        def.path.includes('/reservation-requests/:id') ||
        def.path.includes('/profile-reviews/:id') ||
        def.path.includes('/broadcasts/:id') ||
        def.path.includes('/content_images/:image') ||
        (def.path.includes('/webhooks/') && def.path.includes('/:id')) ||
        def.path.includes('/passkeys/:id') ||
        def.path.includes('/imports/:id') ||
        def.path.includes('/integration-keys/:id') ||
        def.path.includes('/jobs/:id');
      // The member made above has a verified e-mail: a new link is refused alike (409); the
      // admin has no passkey to sign in with (409).
      const refused =
        name === 'cancelPayment' ||
        name === 'resendMemberVerification' ||
        name === 'staffPasskeyOptions';
      // An upload without a file (no CSV body) is refused alike (400).
      const noFile = name === 'uploadClubImport';
      expect(answers[0]?.status).toBe(noFile ? 400 : refused ? 409 : unmade ? 404 : def.status);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    },
  );

  it('logout with the JSON content type and no body ends the session', async () => {
    const member = await createMember(t);
    const token = await tokenFor(t, member.email);
    const logout = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      token: token.access_token,
      headers: JSON_TYPE,
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.request({
      method: 'GET',
      url: '/api/v1/profile',
      token: token.access_token,
    });
    expect(after.statusCode).toBe(401);
  });

  it('a route that needs a body still refuses an empty one in the error shape', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: JSON_TYPE,
      lang: 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'validation_failed', message: SPANISH_CHECK });
  });
});

describe('compressed answers', () => {
  let token = '';
  beforeAll(async () => {
    token = (await tokenFor(t, (await createMember(t)).email)).access_token;
  });
  /** The answer's body as the client reads it, whatever its encoding. */
  const decoded = (response: LightMyRequestResponse) => {
    const encoding = response.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    return JSON.parse(body.toString('utf8'));
  };

  it.each([
    // What browsers and the spec client send, and the other ways a header can ask.
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('a JSON answer over 1 KiB asked with "%s" comes as %s', async (accept, expected) => {
    const plain = await t.request({
      method: 'GET',
      url: '/api/v1/faqs',
      token,
    });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/faqs',
      token,
      headers: { ...JSON_TYPE, 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(decoded(response)).toEqual(plain.json());
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    if (expected) {
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('an answer under 1 KiB goes as it is', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().key).toBeTruthy();
  });
});

describe('router-level errors', () => {
  it('answers a badly percent-encoded path in the error shape and language, without the path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/%E0%A4%A', lang: 'es' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['key', 'message']);
    expect(response.json().key).toBe('validation_failed');
    expect(response.json().message).toBe(SPANISH_CHECK);
    expect(response.body).not.toContain('%E0');
  });

  it('answers an over-long path parameter with 404 in the error shape, without the path', async () => {
    const token = 'z'.repeat(500);
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/users/passwords/${token}`,
      payload: {},
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'No encontrada. Por favor, comunícate con nuestro equipo (código 604).',
      key: 'not_found',
    });
  });

  const rawRequest = async (text: string) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += String(chunk);
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    return {
      head: raw.slice(0, raw.indexOf('\r\n\r\n')),
      body: raw.slice(raw.indexOf('\r\n\r\n') + 4),
    };
  };

  it.each([
    ['no language header', '', 'Some fields need your attention.'],
    ['X-Language: es', 'X-Language: es\r\n', SPANISH_CHECK],
    ['Accept-Language: es-MX', 'Accept-Language: es-MX,es;q=0.9\r\n', SPANISH_CHECK],
  ])(
    'answers malformed HTTP on the socket with a JSON 400 in the error shape (%s)',
    async (_name, languageLine, message) => {
      const { head, body } = await rawRequest(
        `GET /api/v1/profile?secret=1 HTTP/1.1\r\nHost: x\r\n${languageLine}Bad Header Line\r\n\r\n`,
      );
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(body)).toEqual({ message, key: 'validation_failed' });
      expect(body).not.toContain('profile');
    },
  );

  // Refused before any route runs: the answer is in the request language and never repeats
  // what was sent.
  it.each([
    ['malformed JSON', '{"email":"zqx@example.com",', 'application/json', 400],
    [
      'an unsupported media type',
      'email=zqx@example.com',
      'application/x-www-form-urlencoded',
      415,
    ],
    [
      'a body too large',
      JSON.stringify({ email: `zqx${'x'.repeat(100_000)}@example.com` }),
      'application/json',
      413,
    ],
  ])('answers %s in the error shape and language', async (_name, payload, type, status) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload,
      headers: { 'content-type': type, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: SPANISH_CHECK, key: 'validation_failed' });
    expect(response.body).not.toContain('zqx');
  });
});

describe('static assets', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mp-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Member Passport</title>');
    writeFileSync(join(dist, 'staff.html'), '<!doctype html><title>Staff console</title>');
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed build assets with a one-year immutable cache, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await web.request({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (encoding === 'br') expect(response.headers['content-encoding']).toBe('br');
    }
  });

  it('a page address the router cannot read gets the web app, an API one the JSON 400', async () => {
    const page = await web.request({ method: 'GET', url: '/fail-payment/%E0%A4%A' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Member Passport</title>');
    // The console's addresses get the console's page, never the member app (issue 21).
    const console = await web.request({ method: 'GET', url: '/staff/inbox/%E0%A4%A' });
    expect(console.statusCode).toBe(200);
    expect(console.body).toContain('<title>Staff console</title>');
    const api = await web.request({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json().key).toBe('validation_failed');
  });

  it('revalidates index.html and the SPA fallback on every visit', async () => {
    for (const url of ['/index.html', '/', '/dashboard', '/staff', '/staff/inbox']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the console’s page under /staff and the member app’s everywhere else', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/login?next=%2Fstaff%2Finbox',
      '/staff/inbox/12',
    ]) {
      const response = await web.request({ method: 'GET', url });
      expect(response.body, url).toContain('<title>Staff console</title>');
    }
    for (const url of ['/dashboard', '/staffing', '/messages/staff']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.body, url).toContain('<title>Member Passport</title>');
    }
  });
});
