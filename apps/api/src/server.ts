import cluster from 'node:cluster';
import { sql } from 'drizzle-orm';
import { buildApp, PORTAL_JOBS } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './db/seed/staff.ts';
import { jsonLog, runPrimary, tellPrimaryListening } from './platform/cluster.ts';
import { ensureJobQueues } from './platform/jobs/jobs.ts';
import { requestLane } from './platform/pglite-queue.ts';
import { createRateLimits } from './platform/rate-limit.ts';

/** Migrates the database and seeds the demo data once (the demo staff outside production only). */
async function prepareDatabase(config: Config, database: DatabaseHandle): Promise<boolean> {
  await database.migrate();
  // The demo staff are seeded outside production only (their passwords and secrets are public).
  return config.seedDemo
    ? await seedDemo(database.db, config.isProduction ? undefined : config.secret)
    : false;
}

/**
 * WEB_CONCURRENCY above 1 (PostgreSQL only, config.ts): this primary process migrates and seeds
 * once, then forks the workers that serve (platform/cluster.ts) and keeps them running.
 */
async function primary(config: Config) {
  if (config.database.kind !== 'postgres')
    throw new ConfigError('WEB_CONCURRENCY needs PostgreSQL');
  const log = jsonLog();
  const database = openPostgres(config.database.url, 1, config.database.timeouts);
  const isSeeded = await prepareDatabase(config, database);
  // The job queues too: workers creating them at the same moment deadlock in pg-boss's DDL.
  await ensureJobQueues(database.db, PORTAL_JOBS);
  await database.close();
  log('info', 'database migrated', { seeded: isSeeded });
  const code = await runPrimary({
    workers: config.workers,
    log,
    onListening: () => printBanner(config, isSeeded, `PostgreSQL, ${config.workers} processes`),
  });
  process.exit(code);
}

/**
 * Reads config, opens and migrates the database, seeds demo data once, listens, drains on stop.
 * A cluster worker (WEB_CONCURRENCY) finds the database ready: its primary migrated and seeded.
 */
async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  const isWorker = cluster.isWorker;
  const database: DatabaseHandle =
    config.database.kind === 'postgres'
      ? openPostgres(config.database.url, config.database.poolSize, config.database.timeouts)
      : await openPglite({ dataDir: config.database.dataDir });
  const isSeeded = isWorker ? false : await prepareDatabase(config, database);
  // The embedded database has no autovacuum to keep the planner's statistics current: they are
  // refreshed at every start (seconds at 100,000 members), so its plans follow its growth.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);

  // The job queue's workers (e-mail and every module's jobs) run in each instance and in each
  // worker process: pg-boss fetches with FOR UPDATE SKIP LOCKED, so each job runs once. A worker
  // without Redis counts the rate limits in the primary, shared by all workers.
  const app = await buildApp({
    config,
    database,
    startJobs: true,
    ...(isWorker && {
      limits: createRateLimits({
        secret: config.secret,
        redisUrl: config.redisUrl,
        scale: config.rateLimitScale,
        cluster: true,
      }),
    }),
  });

  // The embedded database's one connection goes to requests before background work, and to
  // short requests before long ones (platform/pglite-queue.ts): each request is a lane of its own.
  if (database.kind === 'pglite') {
    const lanes = new WeakMap<object, { done: () => void }>();
    app.addHook('onRequest', (request, _reply, done) => {
      lanes.set(request, requestLane(done));
    });
    app.addHook('onResponse', (request, _reply, done) => {
      lanes.get(request)?.done();
      done();
    });
  }

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
  // A worker whose primary is gone (killed) stops too, rather than serving on unsupervised.
  if (isWorker) process.on('disconnect', () => void shutdown('primary gone'));

  await app.listen({ port: config.port, host: config.host });
  if (isWorker) {
    tellPrimaryListening();
    return;
  }
  printBanner(
    config,
    isSeeded,
    config.database.kind === 'pglite'
      ? `embedded database in ${config.database.dataDir}`
      : 'PostgreSQL',
  );
}

/** The start banner: where it runs, the dev mailbox, the demo accounts. */
function printBanner(config: Config, isSeeded: boolean, where: string) {
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
