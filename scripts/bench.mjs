#!/usr/bin/env node
// `npm run bench [-- section…]`: the figures of issue 11 with their targets, measured against the
// production build (run `npm run build` first). Sections: api, signin, scale, cluster, web, timing, seed;
// all by default (api and scale measure the staff console's reads too, as the demo agent). PostgreSQL is measured too when BENCH_DATABASE_URL points at a server (the bench
// makes and drops databases of its own there; BENCH_DATABASES=postgres skips PGlite). Before each
// measured slice the bench waits up to BENCH_IDLE_WAIT seconds (20) for the machine to be idle. Writes bench/results/latest.json and latest.md.
// The web section runs Lighthouse BENCH_LH_RUNS times a page (3) and keeps every run's whole
// report in BENCH_LH_REPORTS (a folder) when set, to read where the main thread's time went.
// Figures, never pass/fail: the load generator shares the machine with the server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { benchApi, benchSignIn, STAFF_PREFIX } from './bench/api.mjs';
import {
  DEMO_LOGIN,
  machine,
  median,
  scratchPostgres,
  signIn,
  startServer,
  summary,
} from './bench/lib.mjs';
import { benchScale } from './bench/scale.mjs';

const SECTIONS = ['api', 'signin', 'scale', 'cluster', 'web', 'timing', 'seed'];
const asked = process.argv.slice(2);
const unknown = asked.filter((s) => !SECTIONS.includes(s));
if (unknown.length > 0) {
  console.error(`unknown section ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(1);
}
const sections = asked.length > 0 ? asked : SECTIONS;
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const scaleCount = Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000);
const scaleRounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL;
// The api section's server port (the yardstick takes the one below): two benches can run apart.
const benchPort = Number(process.env.BENCH_PORT ?? 3298);
// BENCH_DATABASES=postgres (or pglite) measures one of the two.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
if (!existsSync('apps/api/dist/server.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}

// A run of some sections keeps the other sections' last figures (each with its own date).
const resultsFile = 'bench/results/latest.json';
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
results.sections ??= {};
results.targets = Array.isArray(results.targets) ? {} : (results.targets ?? {});
const startedOn = { date: new Date().toISOString(), machine: machine(), seconds, repeats };
let current = '';
/** One line of the targets table: what, measured, target, met. */
function target(what, measured, goal, met) {
  results.targets[current].push({ what, measured, target: goal, met });
}
function begin(section) {
  if (current) save();
  current = section;
  results.targets[section] = [];
  results.sections[section] = startedOn;
}
/**
 * Met, not met, or unreliable: a figure whose spread over the slices (max - min) is wider than
 * its target cannot say either way.
 */
function verdict(figure, goal, ok) {
  if (figure.max - figure.min > goal) return 'unreliable';
  return ok(figure.median);
}
const shown = (met) => (met === 'unreliable' ? 'unreliable' : met ? 'yes' : '**no**');
const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`;
const spread = (s, f = (n) => Math.round(n)) => `${f(s.median)} (${f(s.min)}–${f(s.max)})`;

/** Each database the API is measured on: PGlite always, PostgreSQL with BENCH_DATABASE_URL. */
async function onEachDatabase(name, run) {
  const out = {};
  if (databases.includes('pglite')) out.pglite = await run(undefined);
  if (postgresUrl && databases.includes('postgres')) {
    const scratch = await scratchPostgres(postgresUrl, `mp_bench_${name}_${process.pid}`);
    try {
      out.postgres = await run(scratch.url);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`  (${name}: PostgreSQL skipped; set BENCH_DATABASE_URL to measure it)`);
  }
  return out;
}

/** Issue 11's targets are the member's calls; the staff console's rows (issue 21) are beside them. */
const isStaff = (call) => call.startsWith(STAFF_PREFIX);

if (sections.includes('api')) {
  begin('api');
  console.log(
    `\nAPI: each call against the yardstick in ${repeats} pairs of ${seconds} s slices, 50 connections unless named`,
  );
  results.api = await onEachDatabase('api', (databaseUrl) =>
    benchApi({
      label: databaseUrl ? 'postgres' : 'pglite',
      databaseUrl,
      seconds,
      repeats,
      port: benchPort,
      yardstickPort: benchPort - 1,
    }),
  );
  for (const [db, run] of Object.entries(results.api)) {
    console.log(`\n${db}: yardstick ${spread(run.yardstick)} req/s`);
    console.table(
      run.rows.map((r) => ({
        call: r.call,
        'req/s': spread(r.rps),
        'of yardstick': `${pct(r.ratio.median)} (${pct(r.ratio.min)}–${pct(r.ratio.max)})`,
        'p50 ms': r.p50.median,
        'p99 ms': spread(r.p99),
        'CPU µs/req': Math.round(r.cpuUs.median),
        'SQL/req': r.statements,
        'busy cores': r.busy.toFixed(2),
        errors: r.errors,
      })),
    );
    console.table(
      run.writes.map((w) => ({
        call: w.call,
        requests: w.count,
        'req/s': Math.round(w.rps),
        'p50 ms': w.p50,
        'p99 ms': w.p99,
        'CPU ms/req': w.cpuMs?.toFixed(1) ?? '',
        errors: w.errors,
      })),
    );
    const row = (call) => run.rows.find((r) => r.call === call);
    const ratioTarget = (what, r, goal) =>
      target(
        what,
        `${pct(r.ratio.median)} (${pct(r.ratio.min)}–${pct(r.ratio.max)})`,
        `≥ ${pct(goal)}`,
        verdict(r.ratio, goal, (v) => v >= goal),
      );
    const memberReads = run.rows.filter(
      (r) => r.call.startsWith('GET /api/v1/') && !r.call.includes('(PDF)'),
    );
    const weakest = memberReads.reduce((a, b) => (a.ratio.median <= b.ratio.median ? a : b));
    const profile = row('GET /api/v1/profile');
    const profile10 = row('GET /api/v1/profile (10 connections)');
    const payment = run.writes.find((w) => w.call.startsWith('POST /api/v1/payment'));
    if (db === 'postgres') {
      ratioTarget('PostgreSQL: profile of the yardstick', profile, 0.1);
      target(
        'PostgreSQL: profile p99 at 10 connections',
        `${spread(profile10.p99)} ms`,
        '< 25 ms',
        verdict(profile10.p99, 25, (v) => v < 25),
      );
      ratioTarget(`PostgreSQL: every member read (weakest: ${weakest.call})`, weakest, 0.08);
      for (const call of [
        'GET /api/v1/faqs',
        'GET /api/v1/destination_highlights',
        'GET /api/v1/exchanges',
      ]) {
        ratioTarget(`PostgreSQL: ${call}`, row(call), 0.2);
      }
      ratioTarget('PostgreSQL: /healthz', row('GET /healthz'), 0.5);
      target(
        'PostgreSQL: saved-card payment, server CPU per payment (main thread; every thread)',
        `${payment.mainCpuMs.toFixed(1)} ms; ${payment.cpuMs.toFixed(1)} ms`,
        '≤ 10 ms',
        payment.mainCpuMs <= 10,
      );
      target(
        'PostgreSQL: saved-card payment p99 at 10 connections',
        `${payment.p99} ms`,
        '< 200 ms',
        payment.p99 < 200,
      );
      const { alone, during, aloneAgain, atRate, rate } = run.profileUnderPayments;
      target(
        `PostgreSQL: profile p99 at 10 connections while ${rate} payments a second run, over alone`,
        `${atRate} / ${aloneAgain} ms`,
        '≤ 1.5x',
        atRate <= aloneAgain * 1.5,
      );
      target(
        'PostgreSQL: the same beside payments at full speed (10 connections; the cores shared)',
        `${during} / ${alone} ms`,
        '≤ 1.5x',
        during <= alone * 1.5,
      );
    } else {
      ratioTarget('PGlite: profile of the yardstick', profile, 0.02);
      target(
        'PGlite: profile p99 at 50 connections',
        `${spread(profile.p99)} ms`,
        '< 500 ms',
        verdict(profile.p99, 500, (v) => v < 500),
      );
      target(
        'PGlite: steady RSS (a minute after the API runs)',
        `${run.rssMb} MB (${run.afterRunMb} MB right after)`,
        '< 300 MB',
        run.rssMb < 300,
      );
      target(
        'PGlite: peak RSS of the first start (new data folder)',
        `${run.startPeakMb} MB`,
        '< 500 MB',
        run.startPeakMb < 500,
      );
    }
  }
}

if (sections.includes('signin')) {
  begin('signin');
  console.log('\nSign-in under load: profile p99 alone and while 20 sign-ins a second run');
  results.signin = await onEachDatabase('signin', (databaseUrl) =>
    benchSignIn({ databaseUrl, seconds, repeats, port: 3298 }),
  );
  for (const [db, run] of Object.entries(results.signin)) {
    console.log(
      `  ${db}: p99 alone ${spread(run.alone)} ms, with sign-ins ${spread(run.withSignIns)} ms, ratio ${run.ratio.toFixed(2)}`,
    );
    target(
      `${db}: profile p99 with 20 sign-ins/s over alone`,
      run.ratio.toFixed(2),
      '≤ 2x',
      run.ratio <= 2,
    );
  }
}

if (sections.includes('scale')) {
  begin('scale');
  console.log(
    `\nScale: p95 of each read call, demo database and after seed:large (${scaleCount} members), median of ${scaleRounds} alternating rounds`,
  );
  results.scale = await onEachDatabase('scale', (databaseUrl) =>
    benchScale({ databaseUrl, count: scaleCount, port: 3298, rounds: scaleRounds }),
  );
  for (const [db, run] of Object.entries(results.scale)) {
    console.log(`\n${db}: seed:large ${run.count} members in ${run.seedSeconds} s`);
    console.table(
      run.rows.map((r) => ({
        call: r.call,
        'demo p95 ms': r.demoP95.toFixed(1),
        'large p95 ms': r.largeP95.toFixed(1),
        ratio: r.ratio.toFixed(2),
        'per round': r.ratioSpread.map((x) => x.toFixed(2)).join('–'),
        'SQL/req demo': r.statementsDemo,
        'SQL/req large': r.statementsLarge,
      })),
    );
    for (const [who, rows] of [
      ['member reads', run.rows.filter((r) => !isStaff(r.call))],
      ['staff console reads', run.rows.filter((r) => isStaff(r.call))],
    ]) {
      if (rows.length === 0) continue;
      const worst = rows.reduce((a, b) => (a.ratio >= b.ratio ? a : b));
      target(
        `${db}: ${who} p95 at ${run.count} members over demo (worst)`,
        `${worst.ratio.toFixed(2)} (${worst.call})`,
        '≤ 1.5x',
        worst.ratio <= 1.5,
      );
      const changed = rows.filter((r) => r.statementsDemo !== r.statementsLarge);
      target(
        `${db}: ${who}: SQL statements per request constant at scale`,
        changed.length === 0 ? 'same for every call' : changed.map((r) => r.call).join(', '),
        'same',
        changed.length === 0,
      );
    }
  }
}

if (sections.includes('cluster')) {
  begin('cluster');
  console.log('\nSeveral processes: WEB_CONCURRENCY 1 and 2 on PostgreSQL, read mix');
  if (!postgresUrl) console.log('  (cluster: set BENCH_DATABASE_URL)');
  else {
    const { benchCluster } = await import('./bench/cluster.mjs');
    results.cluster = await benchCluster({ postgresUrl, seconds: Math.max(seconds, 5), repeats });
    const r = results.cluster.ratio;
    target(
      'Two processes over one, read mix (PostgreSQL)',
      `${r.median}x (${r.min}–${r.max})`,
      '≥ 1.5x',
      verdict(r, 1.5, (m) => m >= 1.5),
    );
  }
}

if (sections.includes('web')) {
  begin('web');
  console.log('\nFront end: initial bytes and Lighthouse (mobile, simulated throttling)');
  const { measureWeb } = await import('./bench/web.mjs');
  // The sign-in page as members get it: with production's captcha, solved in the page.
  const server = await startServer({ port: 3298, env: { CAPTCHA_PROVIDER: 'altcha' } });
  try {
    const { session } = await signIn(server.base);
    // Lighthouse's median of BENCH_LH_RUNS runs per page (3 by default).
    results.web = await measureWeb({
      base: server.base,
      session,
      runs: Number(process.env.BENCH_LH_RUNS ?? 3),
    });
  } finally {
    await server.stop();
  }
  const { bytes, lighthouse } = results.web;
  console.table(Object.entries(bytes).map(([page, b]) => ({ page: `/${page}`, ...b })));
  console.table(lighthouse);
  for (const [page, limit] of [
    ['login', 150],
    ['dashboard', 220],
  ]) {
    const kb = bytes[page]?.totalKb;
    target(`/${page}: initial JS + CSS (gzip)`, `${kb} KB`, `≤ ${limit} KB`, kb <= limit);
  }
  for (const run of lighthouse) {
    target(`Lighthouse ${run.page}: score`, String(run.score), '≥ 95', run.score >= 95);
    target(
      `Lighthouse ${run.page}: LCP`,
      `${Math.round(run.lcpMs)} ms`,
      '< 2000 ms',
      run.lcpMs < 2000,
    );
    target(`Lighthouse ${run.page}: CLS`, run.cls.toFixed(3), '< 0.05', run.cls < 0.05);
    target(
      `Lighthouse ${run.page}: TBT`,
      `${Math.round(run.tbtMs)} ms`,
      '< 150 ms',
      run.tbtMs < 150,
    );
  }
}

/**
 * SECURITY.md, no enumeration: a call that takes an e-mail answers a known and an unknown
 * address in the same time. Medians of 20 sequential requests each, interleaved, after 5 of each
 * to warm up, a pause between them so the known address's e-mail is not counted against the next.
 */
async function sameTime(base, title, path) {
  const once = async (email) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      body: JSON.stringify({ email, 'g-recaptcha-response': 'none' }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${title}: ${email} answered ${response.status}`);
    return performance.now() - started;
  };
  const pause = () => new Promise((r) => setTimeout(r, 100));
  const known = [];
  const unknown = [];
  for (let i = 0; i < 25; i++) {
    const k = await once(DEMO_LOGIN.email);
    await pause();
    const u = await once(`nobody-${i}@example.com`);
    await pause();
    if (i >= 5) {
      known.push(k);
      unknown.push(u);
    }
  }
  const [k, u] = [median(known), median(unknown)];
  return { call: title, knownMs: k, unknownMs: u, ratio: Math.max(k, u) / Math.min(k, u) };
}

if (sections.includes('timing')) {
  begin('timing');
  console.log('\nSame time for a known and an unknown e-mail (PGlite)');
  const server = await startServer({ port: 3298 });
  try {
    results.timing = [
      await sameTime(
        server.base,
        'POST /api/v1/users/passwords (forgot)',
        '/api/v1/users/passwords',
      ),
      await sameTime(
        server.base,
        'POST /api/v1/account/verify/resend-validation',
        '/api/v1/account/verify/resend-validation',
      ),
    ];
  } finally {
    await server.stop();
  }
  for (const row of results.timing) {
    target(
      `${row.call}: known over unknown p50`,
      `${row.knownMs.toFixed(2)} / ${row.unknownMs.toFixed(2)} ms = ${row.ratio.toFixed(2)}`,
      '≤ 1.2',
      row.ratio <= 1.2,
    );
  }
}

if (sections.includes('seed')) {
  begin('seed');
  // The demo seed runs at the first `npm start` and the tests seed its content into their own
  // databases: kept fast, measured here rather than bounded in a test.
  console.log(`\nDemo seed on ${repeats} fresh embedded databases (PGlite)`);
  const probe = spawnSync('npx', ['tsx', 'apps/api/src/db/seed-timing.ts', String(repeats)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (probe.status !== 0) throw new Error('the demo seed probe failed');
  const { ms } = JSON.parse(probe.stdout);
  results.seed = { ms: summary(ms) };
  console.log(`  seedDemo: ${spread(results.seed.ms)} ms`);
  target(
    'PGlite: demo seed on a fresh database (seedDemo)',
    `${spread(results.seed.ms)} ms`,
    '< 3000 ms',
    results.seed.ms.median < 3000,
  );
}

/** Writes latest.json and latest.md with every section's last figures; called after each section. */
function save() {
  const targets = SECTIONS.flatMap((section) => results.targets[section] ?? []);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const md = [
    '# Benchmark',
    '',
    ...SECTIONS.filter((section) => results.sections[section]).map((section) => {
      const run = results.sections[section];
      return `- ${section}: ${run.date}, ${run.machine.cores} cores (${run.machine.cpu}), Node ${run.machine.node}, load average ${run.machine.loadavg.join(' ')} at the start, ${run.repeats} slices of ${run.seconds} s per call and yardstick`;
    }),
    '',
    '| Target | Measured | Goal | Met |',
    '|---|---|---|---|',
    ...targets.map((t) => `| ${t.what} | ${t.measured} | ${t.target} | ${shown(t.met)} |`),
    '',
  ];
  for (const [db, run] of Object.entries(results.api ?? {})) {
    md.push(
      `## API on ${db} (yardstick ${spread(run.yardstick)} req/s)`,
      '',
      '| Call | req/s (spread) | of yardstick (spread) | p50 ms | p99 ms (spread) | CPU µs/req | SQL/req | busy cores |',
      '|---|---|---|---|---|---|---|---|',
      ...run.rows.map(
        (r) =>
          `| ${r.call} | ${spread(r.rps)} | ${pct(r.ratio.median)} (${pct(r.ratio.min)}–${pct(r.ratio.max)}) | ${r.p50.median} | ${spread(r.p99)} | ${Math.round(r.cpuUs.median)} | ${r.statements} | ${r.busy.toFixed(2)} |`,
      ),
      ...run.writes.map(
        (w) =>
          `| ${w.call} (${w.count} requests, 10 connections) | ${Math.round(w.rps)} | | ${w.p50} | ${w.p99} | ${w.cpuMs ? Math.round(w.cpuMs * 1000) : ''} | | |`,
      ),
      ...(run.profileUnderPayments
        ? [
            '',
            `Profile p99 at 10 connections: ${run.profileUnderPayments.alone} ms alone, ${run.profileUnderPayments.during} ms while payments run at full speed; ${run.profileUnderPayments.aloneAgain} ms alone, ${run.profileUnderPayments.atRate} ms beside ${run.profileUnderPayments.rate} payments a second. First start's peak RSS ${run.startPeakMb} MB, right after the run ${run.afterRunMb} MB, a minute later ${run.rssMb} MB.`,
          ]
        : []),
      '',
    );
  }
  for (const [db, run] of Object.entries(results.scale ?? {})) {
    md.push(
      `## Scale on ${db}: ${run.count} members (seeded in ${run.seedSeconds} s)`,
      '',
      '| Call | demo p95 ms | large p95 ms | ratio | per round | SQL/req |',
      '|---|---|---|---|---|---|',
      ...run.rows.map(
        (r) =>
          `| ${r.call} | ${r.demoP95.toFixed(1)} | ${r.largeP95.toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.ratioSpread.map((x) => x.toFixed(2)).join('–')} | ${r.statementsDemo} → ${r.statementsLarge} |`,
      ),
      '',
    );
  }
  writeFileSync('bench/results/latest.md', `${md.join('\n')}\n`);
  return targets;
}

const targets = save();
const machineAfter = machine();
console.log(
  `\nTargets (load average before ${startedOn.machine.loadavg.join(' ')}, after ${machineAfter.loadavg.join(' ')})`,
);
console.table(
  targets.map((t) => ({ ...t, met: t.met === 'unreliable' ? 'unreliable' : t.met ? 'yes' : 'NO' })),
);
console.log(`\nWritten: ${resultsFile}, bench/results/latest.md`);
