// The scale section of `npm run bench`: each read call's p95 for the demo member on the demo
// database, then again after `npm run seed:large` added `count` members with every area's rows.
// Flat means at most 1.5x, with the same number of SQL statements per request. The staff console's
// reads (issue 21: the member lookup, the desk's queues and counts, the member page) are measured
// the same way, signed in as the demo agent.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discover, discoverStaff, readCalls, staffReadCalls } from './api.mjs';
import {
  percentile,
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

export async function benchScale({ databaseUrl, count, port }) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'mp-bench-scale-'));
  const target = databaseUrl ? { databaseUrl } : { dataDir };
  try {
    const demo = await measure(target, port);
    const started = Date.now();
    const seeded = spawnSync('npm', ['run', 'seed:large', '--', String(count)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: databaseUrl
        ? { ...process.env, DATABASE_URL: databaseUrl }
        : { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir },
    });
    if (seeded.status !== 0) throw new Error('seed:large failed');
    const seedSeconds = Math.round((Date.now() - started) / 1000);
    const large = await measure(target, port);
    const rows = Object.keys(demo).map((call) => ({
      call,
      demoP95: demo[call].p95,
      largeP95: large[call].p95,
      ratio: large[call].p95 / demo[call].p95,
      statementsDemo: demo[call].statements,
      statementsLarge: large[call].statements,
    }));
    return { count, seedSeconds, rows };
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
