import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../platform/passwords.ts';
import { openPglite, openPostgres } from './client.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { seedLarge } from './seed/large.ts';

/**
 * `npm run seed:large [count]`: benchmark members (default 100 000) into the configured database
 * (DATABASE_URL, else DATA_DIR). Stop the server first when it uses the embedded database.
 *
 * A benchmark signs in as member{n}@bench.example.com with the demo password. Members whose n
 * ends in 1 (member1, member11...) have rows in every area (contracts, due items, orders and
 * invoices, cards, checkout attempts, each kind of reservation, messages, an unattached
 * reservation to add to the profile); `benchMember(n)` in seed/large.ts tells what member n has.
 */
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write('usage: npm run seed:large -- [count]\n');
  process.exit(1);
}
const config = loadConfig();
const database =
  config.database.kind === 'postgres'
    ? // Bulk inserts of a large seed are not requests: room for slow batches.
      openPostgres(config.database.url, 10, { connectMs: 10_000, queryMs: 600_000 })
    : await openPglite({ dataDir: config.database.dataDir });
await database.migrate();
const started = Date.now();
await seedLarge(database.db, count, await hashPassword(DEMO_PASSWORD), (done) => {
  process.stdout.write(`\r  ${done} / ${count} members`);
});
// Fresh statistics for the planner: with the ones of the small database it read all 335,000
// open due items to find one member's (67 ms instead of 0.1; issue 11's scale benchmark). The
// vacuum does now what PostgreSQL's autovacuum would do while the first requests are served.
await database.db.execute(sql`vacuum analyze`);
process.stdout.write(
  `\n  done in ${Math.round((Date.now() - started) / 1000)} s; every member's password is ${DEMO_PASSWORD}\n`,
);
await database.close();
