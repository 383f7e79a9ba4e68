import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';

/**
 * Several processes on one machine (issue 23, docs/decisions.md "Several processes"): with
 * WEB_CONCURRENCY above 1, server.ts migrates and seeds in the primary process, then calls
 * `runPrimary`, which forks the workers that serve requests (node:cluster: the primary accepts
 * the connections and hands them to the workers in turn), replaces a worker that dies, and stops
 * them all on SIGTERM or SIGINT. PostgreSQL only: config.ts refuses it with PGlite.
 *
 * Without REDIS_URL the rate limits' counts live here, in the primary, and the workers ask it
 * (rate-limiter-flexible's cluster limiter), so a limit holds for the machine, not per process.
 */

/** Primary's log lines, in the shape of the workers' (pino: level, time, pid, msg). */
export type ClusterLog = (level: 'info' | 'warn' | 'error', msg: string, fields?: object) => void;

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

export function jsonLog(stream: NodeJS.WritableStream = process.stdout): ClusterLog {
  return (level, msg, fields) => {
    stream.write(
      `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
    );
  };
}

export interface PrimaryOptions {
  workers: number;
  log: ClusterLog;
  /** Called once, when every first worker listens (the start banner). */
  onListening?: () => void;
  /** A worker not gone this long after SIGTERM is killed (the jobs' own stop waits 30 s). */
  shutdownTimeoutMs?: number;
  /** A worker dying sooner than this after its start counts towards the restart back-off. */
  minUptimeMs?: number;
}

/** Message a worker sends once it listens (server.ts), so the primary knows it is serving. */
export const WORKER_LISTENING = 'mp:worker-listening';

export function tellPrimaryListening(): void {
  process.send?.({ type: WORKER_LISTENING });
}

/**
 * Forks the workers and keeps their number; resolves with the exit code once a stop signal came
 * and every worker is gone (0, or 1 when one had to be killed).
 */
export function runPrimary(options: PrimaryOptions): Promise<number> {
  const { log } = options;
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 45_000;
  const minUptimeMs = options.minUptimeMs ?? 10_000;
  // The rate limits' shared counts (used by the workers when there is no Redis).
  new RateLimiterClusterMaster();

  const startedAt = new Map<Worker, number>();
  let isStopping = false;
  let waitingFirst = options.workers;
  /** Deaths in a row soon after start: the next fork waits 1 s, 2 s, 4 s ... at most 30 s. */
  let quickDeaths = 0;
  let forced = false;

  const fork = () => {
    if (isStopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== WORKER_LISTENING) return;
      log('info', 'worker listening', { worker: worker.id, workerPid: worker.process.pid });
      if (waitingFirst > 0 && --waitingFirst === 0) options.onListening?.();
    });
  };

  return new Promise((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      const uptime = Date.now() - (startedAt.get(worker) ?? Date.now());
      startedAt.delete(worker);
      if (isStopping) {
        log('info', 'worker stopped', { worker: worker.id, workerPid: worker.process.pid, code });
        if (startedAt.size === 0) resolve(forced ? 1 : 0);
        return;
      }
      quickDeaths = uptime < minUptimeMs ? quickDeaths + 1 : 0;
      const delayMs = quickDeaths === 0 ? 0 : Math.min(30_000, 1_000 * 2 ** (quickDeaths - 1));
      log('error', 'worker died; starting another', {
        worker: worker.id,
        workerPid: worker.process.pid,
        code,
        signal,
        uptimeMs: uptime,
        restartInMs: delayMs,
      });
      setTimeout(fork, delayMs);
    });

    const stop = (signal: NodeJS.Signals) => {
      if (isStopping) return;
      isStopping = true;
      log('info', 'stopping workers', { signal, workers: startedAt.size });
      if (startedAt.size === 0) {
        resolve(0);
        return;
      }
      // Each worker stops taking requests, lets the ones in flight and its running jobs finish,
      // and closes its pool (server.ts's shutdown).
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of startedAt.keys()) {
          forced = true;
          log('error', 'worker did not stop in time; killed', { workerPid: worker.process.pid });
          worker.process.kill('SIGKILL');
        }
      }, shutdownTimeoutMs).unref();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));

    log('info', 'starting workers', { workers: options.workers });
    for (let i = 0; i < options.workers; i++) fork();
  });
}
