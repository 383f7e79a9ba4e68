#!/usr/bin/env node
// `npm test`: every test of the project. Unit, API and component tests (Vitest), then the
// production build and the browser journeys (Playwright on the system Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** CHROMIUM_PATH, then Debian's package; install it when we can (ARCHITECTURE "Testing"). */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (existsSync('/usr/bin/apt-get') && isRoot) {
    console.log("Chromium not found: installing Debian's chromium package (about a minute)…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], env) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], env) === 0
    ) {
      if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    }
  }
  console.error(
    '\nThe browser tests need Chromium and none was found.\n' +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.\n',
  );
  process.exit(1);
}

const only = process.argv[2];
mkdirSync('.tmp', { recursive: true });
/** The five slowest browser tests, so the suite's growth is seen before it hurts. */
function printSlowest(report) {
  const rows = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        rows.push({ ms, name: `[${t.projectName}] ${spec.file} › ${spec.title}` });
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  rows.sort((a, b) => b.ms - a.ms);
  console.log('\nSlowest browser tests:');
  for (const row of rows.slice(0, 5)) console.log(`  ${(row.ms / 1000).toFixed(1)} s  ${row.name}`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;

if (only !== 'e2e') {
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=.tmp/vitest.json',
  ]);
  status ||= code;
  if (existsSync('.tmp/vitest.json')) {
    const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

if (only !== 'unit') {
  const chromium = findChromium();
  status ||= run('npm', ['run', 'build']);
  if (status === 0) {
    const code = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
    status ||= code;
    if (existsSync('.tmp/playwright.json')) {
      const report = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
      printSlowest(report);
      const stats = report.stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    }
  }
}

console.log(
  `\nAll tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
process.exit(status || (totals.failed > 0 ? 1 : 0));
