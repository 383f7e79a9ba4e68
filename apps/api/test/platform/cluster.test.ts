import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

/**
 * Several processes (issue 23): the real server (src/server.ts through tsx) with
 * WEB_CONCURRENCY=2, as an operator starts it. What is checked is what the processes do (which
 * pid answered, what the primary logged, who is still alive), never how fast.
 */

interface Server {
  child: ChildProcess;
  /** Every JSON log line so far (the primary's and the workers'). */
  lines: Array<Record<string, unknown>>;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'info',
      PAYMENT_SETTLE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Server['lines'] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue; // the start banner
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {}
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, stderr: () => stderr, exited };
}

async function until<T>(what: string, check: () => T | undefined | false, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** One request on a connection of its own (the primary hands each connection to a worker). */
function request(port: number, path: string, body?: object): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const msg = (line: Record<string, unknown>) => line.msg;
const workerPids = (server: Server) =>
  server.lines.filter((l) => msg(l) === 'worker listening').map((l) => Number(l.workerPid));
/** The pids whose logs say they answered a request. */
const answeredBy = (server: Server, since: number) =>
  new Set(
    server.lines
      .slice(since)
      .filter((l) => msg(l) === 'request completed')
      .map((l) => Number(l.pid)),
  );
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('is refused at start with a message saying why and what to do', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mp-cluster-')), 'data');
    try {
      const server = startServer({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir, PORT: '0' });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain('could not start');
      expect(server.stderr()).toMatch(/WEB_CONCURRENCY: 2 processes need PostgreSQL/);
      expect(server.stderr()).toContain('DATABASE_URL');
      // Refused before anything was opened: no data folder, no worker.
      expect(existsSync(dataDir)).toBe(false);
      expect(server.lines.filter((l) => msg(l) === 'starting workers')).toHaveLength(0);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('reads one process by default, `auto` as one per core, and a count', () => {
    expect(loadConfig({}).workers).toBe(1);
    const url = 'postgres://x@127.0.0.1/db';
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: 'auto' }).workers).toBeGreaterThan(0);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(() => loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/need PostgreSQL/);
  });
});

const DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(DATABASE_URL))('two worker processes on PostgreSQL', () => {
  const name = `mp_cluster_${process.pid}`;
  let admin: pg.Client;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    port = await freePort();
    server = startServer({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: withDatabase(name),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    await until('two workers listening', () => workerPids(server).length >= 2 || undefined);
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('migrates and seeds once, in the primary, and both workers answer', async () => {
    const primaryPid = server.child.pid;
    const migrated = server.lines.filter((l) => msg(l) === 'database migrated');
    expect(migrated).toHaveLength(1);
    expect(migrated[0]?.pid).toBe(primaryPid);
    expect(migrated[0]?.seeded).toBe(true);
    // No worker started its job queue with an error (they no longer race to create its queues).
    expect(
      server.lines.filter((l) => msg(l) === 'job queue did not start; trying again in 5 s'),
    ).toEqual([]);

    const since = server.lines.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(port, '/readyz')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    await until(
      'the answers logged',
      () =>
        server.lines.slice(since).filter((l) => msg(l) === 'request completed').length >= 8 ||
        undefined,
    );
    const pids = answeredBy(server, since);
    expect(pids).toEqual(new Set(workerPids(server)));
    expect(pids.has(primaryPid as number)).toBe(false);
    // The demo seed ran once: one demo member, not one per process.
    const db = new pg.Client({ connectionString: withDatabase(name) });
    await db.connect();
    const demo = await db.query(`select count(*)::int as n from users where email = $1`, [
      'john@example.com',
    ]);
    await db.end();
    expect(demo.rows[0].n).toBe(1);
  });

  it('counts a rate limit once for the machine, not once per worker', async () => {
    // loginFailures: 5 wrong passwords per address and IP a minute (access-limits.ts). Each
    // attempt on its own connection, so the primary hands them to both workers in turn.
    const since = server.lines.length;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await request(port, '/api/v1/login', {
        email: 'maria@example.com',
        password: `wrong-${i}`,
        'g-recaptcha-response': 'none',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429]);
    await until(
      'the answers logged',
      () =>
        server.lines.slice(since).filter((l) => msg(l) === 'request completed').length >= 7 ||
        undefined,
    );
    expect(answeredBy(server, since).size).toBe(2);
  });

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = workerPids(server);
    process.kill(victim as number, 'SIGKILL');
    const replacement = await until('a new worker', () =>
      workerPids(server).find((pid) => pid !== victim && pid !== survivor),
    );
    expect(server.lines.some((l) => msg(l) === 'worker died; starting another')).toBe(true);
    expect(isAlive(victim as number)).toBe(false);
    const since = server.lines.length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(port, '/readyz')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await until(
      'the answers logged',
      () =>
        server.lines.slice(since).filter((l) => msg(l) === 'request completed').length >= 8 ||
        undefined,
    );
    expect(answeredBy(server, since)).toEqual(new Set([survivor, replacement]));
  }, 120_000);

  it('stops every worker on SIGTERM and exits 0', async () => {
    const alive = workerPids(server).filter(isAlive);
    expect(alive).toHaveLength(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(alive.filter(isAlive)).toEqual([]);
    expect(server.lines.filter((l) => msg(l) === 'worker stopped')).toHaveLength(2);
  }, 90_000);
});

function withDatabase(database: string) {
  const url = new URL(DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}
