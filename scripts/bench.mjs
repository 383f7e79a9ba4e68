#!/usr/bin/env node
// `npm run bench`: throughput and latency of the hot API calls against the built server on a
// fresh, seeded database (PGlite by default; set DATABASE_URL to measure PostgreSQL). The load
// generator shares the machine's cores with the server, so figures are floors, not ceilings.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const port = 3298;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-'));
const server = spawn('node', ['apps/api/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: 'none',
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'warn',
  },
});

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const login = {
  email: 'john@example.com',
  password: 'Vacation#2026',
  'g-recaptcha-response': 'none',
};
const run = (title, options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { duration: seconds, connections: 10, ...options, url: `${base}${options.path}` },
      (error, result) => {
        if (error) reject(error);
        else {
          const row = {
            call: title,
            'req/s': Math.round(result.requests.average),
            'p50 ms': result.latency.p50,
            'p99 ms': result.latency.p99,
            errors: result.errors + result.non2xx,
          };
          if (row.errors > 0) {
            console.error(
              title,
              'statuses',
              JSON.stringify(result.statusCodeStats),
              'socket errors',
              result.errors,
              'timeouts',
              result.timeouts,
            );
          }
          console.log(row);
          resolve(row);
        }
      },
    );
  });

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * SECURITY.md, no enumeration: a call that takes an e-mail answers a known and an unknown
 * address in the same time. Median of 20 sequential requests each, interleaved, after a warm-up.
 */
async function sameTime(title, method, path) {
  const once = async (email) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, 'g-recaptcha-response': 'none' }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: ${email} answered ${response.status}`);
    return performance.now() - started;
  };
  // A pause between requests lets the after-response work of a known address (the e-mail)
  // finish, so it is not counted against the next request.
  const pause = () => new Promise((r) => setTimeout(r, 100));
  const known = [];
  const unknown = [];
  for (let i = 0; i < 25; i++) {
    const k = await once(login.email);
    await pause();
    const u = await once(`nobody-${i}@example.com`);
    await pause();
    if (i >= 5) {
      known.push(k);
      unknown.push(u);
    }
  }
  const [k, u] = [median(known), median(unknown)];
  return {
    call: title,
    'known p50 ms': Number(k.toFixed(2)),
    'unknown p50 ms': Number(u.toFixed(2)),
    ratio: Number((Math.max(k, u) / Math.min(k, u)).toFixed(2)),
  };
}

try {
  await waitReady();
  const token = (
    await (
      await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      })
    ).json()
  ).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const rows = [
    await run('GET /api/v1/profile', { path: '/api/v1/profile', headers: auth }),
    await run('GET /api/v1/faqs', { path: '/api/v1/faqs', headers: auth }),
    await run('GET /login (SPA)', { path: '/login', headers: { 'accept-encoding': 'br' } }),
    await run('POST /api/v1/login (argon2id)', {
      path: '/api/v1/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
      connections: 4,
    }),
  ];
  const timing = [
    await sameTime('POST /api/v1/users/passwords (forgot)', 'POST', '/api/v1/users/passwords'),
    await sameTime(
      'POST /api/v1/account/verify/resend-validation',
      'POST',
      '/api/v1/account/verify/resend-validation',
    ),
  ];
  console.table(timing);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(
    '.tmp/bench.json',
    `${JSON.stringify({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite', seconds, rows, timing }, null, 2)}\n`,
  );
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
