// The benchmark's tools: the built server and the yardstick as child processes, a load run with
// autocannon, medians and spread, the machine's load. Figures, never pass/fail: `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

/** The demo members' password (apps/api/src/db/seed, printed at start outside production). */
const DEMO_PASSWORD = 'Vacation#2026';

export const DEMO_LOGIN = { email: 'john@example.com', password: DEMO_PASSWORD };

/** The demo's second member (apps/api/src/db/seed): not the member whose reads are measured. */
export const OTHER_DEMO_LOGIN = { email: 'ana@example.com', password: DEMO_PASSWORD };

/**
 * The demo agent the server seeds outside production (apps/api/src/db/seed/staff.ts), already
 * enrolled with this public TOTP secret: an agent has every permission the desk's reads need.
 */
export const DEMO_STAFF = {
  email: 'agent@staff.example.com',
  password: 'Console#2026',
  totpSecret: 'MPDEMOAGENTTOTPSECRETKEYAAAAAAAA',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, seconds = 180) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

/** A database of its own on the PostgreSQL server of `url`, dropped by `drop()`. */
export async function scratchPostgres(url, name) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The production build (`apps/api/dist/server.js`) on a fresh database: PGlite in a temporary
 * folder, or `databaseUrl`. NODE_ENV=test mounts the test-support calls the bench uses (the
 * statement counter, payable contracts); rate limits are scaled out of the way; everything else
 * (the answers' writer included) runs as in production.
 */
export async function startServer({ port, databaseUrl, dataDir, env = {} }) {
  const ownDir = !databaseUrl && !dataDir ? mkdtempSync(join(tmpdir(), 'mp-bench-')) : null;
  const child = spawn('node', ['apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
      // Answers written as production writes them (NODE_ENV=test would check each against its
      // route's contract schema: docs/decisions.md "Success bodies on their way out").
      RESPONSE_CHECK: 'plain',
      SANDBOX_NOTIFICATION: 'drop',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir ?? ownDir }),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const memoryMb = (field) => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  };
  /** The peak resident memory of the start (migrations, the demo seed, first requests' caches). */
  const startPeakMb = memoryMb('VmHWM');
  return {
    base,
    pid: child.pid,
    startPeakMb,
    /** Resident memory of the server process, in MB. */
    rssMb: () => memoryMb('VmRSS'),
    /** CPU time of the whole process (every thread) and of its main thread, in ms. */
    cpuMs: () => ({
      process: cpuTicksMs(`/proc/${child.pid}/stat`),
      main: cpuTicksMs(`/proc/${child.pid}/task/${child.pid}/stat`),
    }),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.on('exit', r));
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

/** utime + stime of a /proc stat file, in ms (Linux counts in ticks of 10 ms). */
function cpuTicksMs(file) {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) are utime and stime; the slice starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy cores of the whole machine over `ms` (from /proc/stat's first line). */
async function busyCores(ms = 300) {
  const read = () => {
    const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = numbers.map(Number);
    // idle + iowait are idle time; the rest is work.
    return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  await sleep(ms);
  const after = read();
  const total = after.total - before.total;
  return total === 0 ? 0 : ((total - (after.idle - before.idle)) / total) * cpus().length;
}

/**
 * Waits (up to `maxSeconds`) until the machine is idle before a measured slice: less than
 * `threshold` of a core busy with other work. Answers the busy cores last seen, so a slice taken
 * on a busy machine is printed as such.
 */
export async function waitIdle({
  threshold = 0.3,
  maxSeconds = Number(process.env.BENCH_IDLE_WAIT ?? 20),
} = {}) {
  const until = Date.now() + maxSeconds * 1000;
  let busy = await busyCores();
  while (busy > threshold && Date.now() < until) {
    await sleep(700);
    busy = await busyCores();
  }
  return busy;
}

/** The yardstick: a bare node:http server answering 300 bytes of JSON, in its own process. */
export async function startYardstick(port) {
  const source = `
    const body = JSON.stringify({ data: { text: 'x'.repeat(278) } });
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn('node', ['-e', source], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, 10);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
    },
  };
}

/** One autocannon run; `errors` counts socket errors, timeouts and non-2xx answers. */
export function load({ url, seconds, connections, ...options }) {
  return new Promise((resolve, reject) => {
    const run = {
      url,
      connections: connections ?? 50,
      ...(seconds !== undefined && { duration: seconds }),
      ...options,
    };
    autocannon(run, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        requests: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        statuses: result.statusCodeStats,
      });
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median with the spread of the repeats (min–max), for the tables. */
export function summary(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadavg: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/**
 * The captcha answer the server asks for: 'none' on a server without one, else its ALTCHA
 * challenge solved as the browser does, in the contract's encoding (`encodeAltchaPayload`:
 * base64 of the JSON of the challenge and the solution).
 */
async function captchaAnswer(base) {
  const { data } = await (await fetch(`${base}/api/v1/captcha`)).json();
  if (data.provider === 'none') return 'none';
  if (data.provider !== 'altcha') throw new Error(`no answer for a ${data.provider} captcha`);
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const solution = await solveChallenge({ challenge: data.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: data.challenge, solution })).toString('base64');
}

/** Signs in the demo member; answers the bearer headers and the token. */
export async function signIn(base, login = DEMO_LOGIN) {
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en' },
    body: JSON.stringify({ ...login, 'g-recaptcha-response': await captchaAnswer(base) }),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  const session = (await response.json()).data;
  const token = session.access_token;
  return {
    token,
    /** The login answer's data, as the web app stores it under `mp.token`. */
    session,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-language': 'en',
    },
  };
}

/**
 * Registers an account through the public call, as the register form sends it (the contract's
 * `exampleRegisterBody`, with the demo's password): `fields` names, e-mail and member id.
 */
export async function register(base, fields) {
  const body = {
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    home_phone: '',
    mobile_phone: '+52 998 123 4567',
    country: 'MX',
    language_id: 'es',
    terms_and_conditions: true,
    'g-recaptcha-response': await captchaAnswer(base),
    ...fields,
  };
  await getJson(
    base,
    '/api/v1/users',
    { 'content-type': 'application/json', 'x-language': 'es' },
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
}

/** The staff session cookie's `name=value` from a response's Set-Cookie headers. */
function staffCookie(response) {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('mp_staff='));
  if (!cookie) throw new Error('the staff sign-in set no mp_staff cookie');
  return cookie;
}

/**
 * Signs a staff member in as the console does: e-mail and password (the session at its password
 * stage), then the authenticator code an app would show now (computed with `otpauth`). A code's
 * time step signs in once: when it was used already (two sign-ins within 30 s), the next step's
 * code is used. Answers the headers of every staff call: the session cookie (scoped to
 * /api/staff, so sent by hand here) and the X-CSRF-Token header.
 */
export async function staffSignIn(base, staff = DEMO_STAFF) {
  const json = { 'content-type': 'application/json', 'x-language': 'en' };
  const first = await fetch(`${base}/api/staff/session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (first.status !== 200) throw new Error(`staff sign-in answered ${first.status}`);
  const pending = { cookie: staffCookie(first), csrf: (await first.json()).data.csrf_token };
  const totp = new TOTP({ secret: Secret.fromBase32(staff.totpSecret), digits: 6, period: 30 });
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await fetch(`${base}/api/staff/session/verify`, {
      method: 'POST',
      headers: { ...json, cookie: pending.cookie, 'x-csrf-token': pending.csrf },
      body: JSON.stringify({ code: totp.generate() }),
    });
    if (response.status === 200) {
      const session = (await response.json()).data;
      return {
        headers: {
          cookie: staffCookie(response),
          'x-csrf-token': session.csrf_token,
          'x-language': 'en',
        },
      };
    }
    const text = await response.text();
    // 400 `staff_code_used`: this time step signed in already.
    if (response.status !== 400 || attempt > 0)
      throw new Error(`staff second factor answered ${response.status}: ${text}`);
    await sleep((30 - (Math.floor(Date.now() / 1000) % 30)) * 1000 + 500);
  }
  throw new Error('unreachable');
}

export async function getJson(base, path, headers, init = {}) {
  const response = await fetch(`${base}${path}`, { headers, ...init });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** SQL statements the server sent for `times` sequential calls, per call. */
export async function statementsPerRequest(base, call, times = 20) {
  const count = async () => (await getJson(base, '/api/test/statements', {})).data.count;
  await call();
  const before = await count();
  for (let i = 0; i < times; i++) await call();
  // Whole statements: the outbox worker's occasional poll is counted too, and an N+1 would add
  // whole statements per row.
  return Math.round(((await count()) - before) / times);
}
