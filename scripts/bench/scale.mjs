// The scale section of `npm run bench`: each read call's p95 for the demo member on the demo
// database (a copy kept aside) and on the same database after `npm run seed:large` added `count`
// members with every area's rows, the two measured in turn (BENCH_SCALE_ROUNDS rounds, 3).
// Flat means at most 1.5x, with the same number of SQL statements per request. The staff console's
// reads (issue 21: the member lookup, the desk's queues and counts, the member page) are measured
// the same way, signed in as the demo agent.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { discover, discoverStaff, readCalls, reservationBody, staffReadCalls } from './api.mjs';
import {
  getJson,
  median,
  OTHER_DEMO_LOGIN,
  percentile,
  register,
  signIn,
  staffSignIn,
  startServer,
  statementsPerRequest,
  waitIdle,
} from './lib.mjs';

/** p95 of `samples` requests sent by 4 clients at once (a steady, not saturating, load). */
async function p95(base, path, headers, samples = 200) {
  const times = [];
  const worker = async () => {
    while (times.length < samples) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return percentile(times, 95);
}

async function measure(target, port) {
  const server = await startServer({ port, ...target });
  try {
    const { headers } = await signIn(server.base);
    const staff = await staffSignIn(server.base);
    const calls = [
      ...readCalls(await discover(server.base, headers)).map(([title, path]) => [
        title,
        path,
        headers,
      ]),
      ...staffReadCalls(await discoverStaff(server.base, staff.headers)).map(([title, path]) => [
        title,
        path,
        staff.headers,
      ]),
    ];
    const figures = {};
    for (const [title, path, callHeaders] of calls) {
      // After the seed, PostgreSQL's checkpoint and autovacuum can still be busy: each call waits
      // for a quiet machine, as the api section's slices do (a fixed list read 1.7x slower at a
      // million members in session 16's run without this wait: noise, not growth).
      await waitIdle();
      await p95(server.base, path, callHeaders, 40); // warm-up
      figures[title] = {
        p95: await p95(server.base, path, callHeaders),
        statements: await statementsPerRequest(server.base, () =>
          fetch(`${server.base}${path}`, { headers: callHeaders }).then((r) => r.arrayBuffer()),
        ),
      };
    }
    return figures;
  } finally {
    await server.stop();
  }
}

function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/**
 * The desk's queue of open requests shows a page at a time: at a million members its first page
 * is full (25 requests), on the demo it held 3, and the ratio then measured the answer's size
 * (22.7 against 2.7 KB: 1.88x), not the data's (1.13x with the page full on both, session 23).
 * Before the copy is taken, the demo's other member asks for stays until the first page is full,
 * so both databases answer a full page; the measured member's own reads are unchanged.
 */
async function fillRequestsQueue(base) {
  const staff = await staffSignIn(base);
  const queue = (await getJson(base, '/api/staff/reservation-requests', staff.headers)).data;
  const missing = queue.page_size - queue.total;
  if (missing <= 0) return;
  const { headers } = await signIn(base, OTHER_DEMO_LOGIN);
  const [hotel] = (await getJson(base, '/api/v1/reservation_hotels', headers)).data;
  for (let i = 0; i < missing; i++) {
    await getJson(base, '/api/v1/reservation_requested', headers, {
      method: 'POST',
      body: reservationBody(hotel, i),
    });
  }
}

/**
 * The member lookup answers a page too: "garcia" finds 20 members at a million (one member in 17
 * of seed:large's is a García) and one on the demo (Ana García), so its ratio measured the
 * answer's size (3.5 KB against 165 bytes), as the queue's did. Before the copy is taken, accounts
 * named García register through the public call until the lookup's answer stops growing (its page
 * is full), so both databases answer a full page.
 */
async function fillNameLookup(base) {
  const staff = await staffSignIn(base);
  const found = async () =>
    (await getJson(base, '/api/staff/members?q=garcia', staff.headers)).data.length;
  let before = await found();
  for (let i = 1; ; i++) {
    await register(base, {
      first_name: 'Bench',
      last_name: 'García',
      email: `bench.garcia.${i}@example.com`,
      vida_member_id: String(900_000 + i),
    });
    const after = await found();
    if (after === before) return;
    before = after;
  }
}

/**
 * A copy of the demo database that the large seed leaves alone, so the two can be measured in
 * turn: a copy of the PGlite folder, or a PostgreSQL database made with the demo one as its
 * template (nothing may be connected to it then: the server that seeded it has stopped).
 */
async function demoCopy(target) {
  if (target.dataDir) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-scale-demo-'));
    cpSync(target.dataDir, dataDir, { recursive: true });
    return {
      target: { dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const source = new URL(target.databaseUrl);
  const name = `${source.pathname.slice(1)}_demo`;
  const maintenance = new URL(source);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name} template ${source.pathname.slice(1)}`);
  const copy = new URL(source);
  copy.pathname = `/${name}`;
  return {
    target: { databaseUrl: copy.toString() },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The demo database and the same after `seed:large`, measured in turn `rounds` times (demo, large,
 * demo, large...) so that a slower moment of the machine hits both alike: each call's figure is
 * the median of its rounds, and the spread of the per-round ratios is kept beside it.
 */
export async function benchScale({ databaseUrl, count, port, rounds = 3 }) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'mp-bench-scale-'));
  const target = databaseUrl ? { databaseUrl } : { dataDir };
  let copy;
  try {
    // The first start migrates and seeds the demo; its copy is taken once the server has stopped.
    const first = await startServer({ port, ...target });
    try {
      await fillRequestsQueue(first.base);
      await fillNameLookup(first.base);
    } finally {
      await first.stop();
    }
    copy = await demoCopy(target);
    const started = Date.now();
    const seeded = spawnSync('npm', ['run', 'seed:large', '--', String(count)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: databaseUrl
        ? { ...process.env, DATABASE_URL: databaseUrl }
        : { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) throw new Error('seed:large failed');
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    const demo = [];
    const large = [];
    for (let round = 0; round < rounds; round++) {
      demo.push(await measure(copy.target, port));
      large.push(await measure(target, port));
    }
    const rows = Object.keys(demo[0]).map((call) => {
      const demoP95 = median(demo.map((figures) => figures[call].p95));
      const largeP95 = median(large.map((figures) => figures[call].p95));
      const ratios = demo.map((figures, i) => large[i][call].p95 / figures[call].p95);
      return {
        call,
        demoP95,
        largeP95,
        ratio: largeP95 / demoP95,
        ratioSpread: [Math.min(...ratios), Math.max(...ratios)],
        statementsDemo: demo[0][call].statements,
        statementsLarge: large[0][call].statements,
      };
    });
    return { count, seedSeconds, rounds, rows };
  } finally {
    await copy?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
