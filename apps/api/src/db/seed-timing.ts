import { performance } from 'node:perf_hooks';
import { openPglite } from './client.ts';
import { seedDemo } from './seed/demo.ts';

/**
 * The benchmark's probe of the demo seed (`npm run bench -- seed`): `seedDemo`, what the first
 * `npm start` runs, timed on `repeats` fresh migrated embedded databases (argument 1, default 3);
 * the migration is not timed. Prints `{ "ms": [...] }`. A figure for the benchmark, not a test:
 * the tests check what the seed makes (seed/club.test.ts), never how fast.
 */
const repeats = Number(process.argv[2] ?? 3);
if (!Number.isInteger(repeats) || repeats < 1) {
  process.stderr.write('usage: tsx apps/api/src/db/seed-timing.ts [repeats]\n');
  process.exit(1);
}
const ms: number[] = [];
for (let i = 0; i < repeats; i++) {
  const database = await openPglite({ memory: true });
  try {
    await database.migrate();
    const started = performance.now();
    if (!(await seedDemo(database.db))) throw new Error('the fresh database was already seeded');
    ms.push(Math.round(performance.now() - started));
  } finally {
    await database.close();
  }
}
process.stdout.write(`${JSON.stringify({ ms })}\n`);
