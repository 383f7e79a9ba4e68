import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './db/seed/staff.ts';

/** Reads config, opens and migrates the database, seeds demo data once, listens, drains on stop. */
async function main() {
  const config = loadConfig();
  const database: DatabaseHandle =
    config.database.kind === 'postgres'
      ? openPostgres(config.database.url, config.database.poolSize, config.database.timeouts)
      : await openPglite({ dataDir: config.database.dataDir });
  await database.migrate();
  // The demo staff are seeded outside production only (their passwords and secrets are public).
  const isSeeded = config.seedDemo
    ? await seedDemo(database.db, config.isProduction ? undefined : config.secret)
    : false;
  // The embedded database has no autovacuum to keep the planner's statistics current: they are
  // refreshed at every start (seconds at 100,000 members), so its plans follow its growth.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

  // The job queue's workers (e-mail and every module's jobs) run in each instance.
  const app = await buildApp({ config, database, startJobs: true });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let the ones in flight (and the running jobs) finish, then
    // release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'pglite'
      ? `embedded database in ${config.database.dataDir}`
      : 'PostgreSQL';
  const lines = [
    '',
    `  Member Passport is running at ${config.publicUrl}  (${where})`,
    config.devMailbox ? `  Dev mailbox: ${config.publicUrl}/dev/mailbox` : '',
    config.seedDemo
      ? `  Demo members${isSeeded ? ' (just seeded)' : ''}, password ${DEMO_PASSWORD}:`
      : '',
    ...(config.seedDemo ? DEMO_MEMBERS.map((m) => `    ${m.email.padEnd(20)} ${m.note}`) : []),
    ...(config.seedDemo && !config.isProduction
      ? [
          `  Demo staff at ${config.publicUrl}/staff, password ${DEMO_STAFF_PASSWORD}, TOTP secret for an authenticator app:`,
          ...DEMO_STAFF.map(
            (s) => `    ${s.email.padEnd(30)} ${s.role.padEnd(11)} ${s.totpSecret}`,
          ),
        ]
      : []),
    '',
  ].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A bad setting or a locked data folder is said plainly, without a stack trace.
  const message =
    error instanceof ConfigError || (error instanceof Error && error.message.startsWith('DATA_DIR'))
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`\nMember Passport could not start.\n${message}\n`);
  process.exit(1);
});
