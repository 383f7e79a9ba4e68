// Several processes (issue 23): the built server with WEB_CONCURRENCY=1 and =2 on PostgreSQL, the
// same read-heavy mix of member calls, in alternating slices (1, 2, 1, 2 ...) so both see the same
// machine. Prints throughput, p50/p99, the ratio per round, and where the two cores went in each
// slice (the server's processes, PostgreSQL, the load generator itself): on a 2-core machine the
// load generator and PostgreSQL share the cores the second worker would use.
// `node scripts/bench/cluster.mjs` with BENCH_DATABASE_URL (after `npm run build`), or the
// `cluster` section of `npm run bench`. Figures, never pass/fail.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { load, machine, median, scratchPostgres, signIn, startServer, waitIdle } from './lib.mjs';

/** The member's reads, as the dashboard and its screens ask for them. */
export const READ_MIX = [
  '/api/v1/profile',
  '/api/v1/user_contracts',
  '/api/v1/messages',
  '/api/v1/user_reservations/all',
  '/api/v1/faqs',
  '/api/v1/destination_highlights',
  '/api/v1/exchanges',
];

/** utime + stime of a process, in ms (0 once it is gone). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function childrenOf(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Every process whose command is `postgres` (the server and its backends). */
function postgresPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The whole machine's busy and total CPU time (from /proc/stat's first line), in ticks. */
function machineTicks() {
  const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = numbers.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - values[3] - (values[4] ?? 0), total };
}

/** CPU time of each of these processes now, by pid. */
function snapshot(pids) {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/** CPU used between two snapshots by the processes alive in both, in ms. */
function spent(before, after) {
  let total = 0;
  for (const [pid, ms] of after) if (before.has(pid)) total += Math.max(0, ms - before.get(pid));
  return total;
}

/** CPU used by each party over one slice, in cores (1.0 = one core busy all along). */
async function measured(run, serverPid) {
  const serverPids = () => [serverPid, ...childrenOf(serverPid)];
  const self = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const before = {
    server: snapshot(serverPids()),
    pg: snapshot(postgresPids()),
    self: self(),
    machine: machineTicks(),
    at: Date.now(),
  };
  const result = await run();
  const ms = Date.now() - before.at;
  const cores = (used) => Number((used / ms).toFixed(2));
  const machineNow = machineTicks();
  const machineBusy =
    ((machineNow.busy - before.machine.busy) / (machineNow.total - before.machine.total)) *
    cpus().length;
  return {
    ...result,
    cores: {
      server: cores(spent(before.server, snapshot(serverPids()))),
      postgres: cores(spent(before.pg, snapshot(postgresPids()))),
      loadGenerator: cores(self() - before.self),
      machine: Number(machineBusy.toFixed(2)),
    },
  };
}

/**
 * One server per setting (each on a scratch database of its own), measured in alternating
 * slices of `seconds`, `repeats` rounds. Answers the medians and each round.
 */
export async function benchCluster({
  postgresUrl,
  seconds = 8,
  repeats = 3,
  connections = 50,
  settings = [1, 2],
}) {
  const servers = [];
  const scratches = [];
  try {
    for (const [i, workers] of settings.entries()) {
      const scratch = await scratchPostgres(
        postgresUrl,
        `mp_bench_cluster${workers}_${process.pid}`,
      );
      scratches.push(scratch);
      const server = await startServer({
        port: 3310 + i,
        databaseUrl: scratch.url,
        env: { WEB_CONCURRENCY: String(workers) },
      });
      const { headers } = await signIn(server.base);
      servers.push({ workers, server, headers });
    }
    const slice = ({ server, headers }, s) =>
      load({
        url: server.base,
        seconds: s,
        connections,
        headers,
        requests: READ_MIX.map((path) => ({ method: 'GET', path })),
      });
    // Warm-up: every worker has compiled and cached what the calls use.
    for (const s of servers) await slice(s, 3);

    const rounds = [];
    for (let round = 0; round < repeats; round++) {
      const row = { round: round + 1 };
      // Alternate which goes first, so neither always follows the other's leftovers.
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const s of order) {
        const busyBefore = await waitIdle();
        const result = await measured(() => slice(s, seconds), s.server.pid);
        row[s.workers] = {
          rps: Math.round(result.rps),
          p50: result.p50,
          p99: result.p99,
          errors: result.errors,
          cores: result.cores,
          busyBefore: Number(busyBefore.toFixed(2)),
          loadavg: loadavg()[0].toFixed(1),
        };
      }
      row.ratio = Number((row[settings[1]].rps / row[settings[0]].rps).toFixed(2));
      rounds.push(row);
    }
    const ratios = rounds.map((r) => r.ratio);
    return {
      machine: machine(),
      mix: READ_MIX,
      connections,
      seconds,
      rounds,
      ratio: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
      rps: Object.fromEntries(settings.map((w) => [w, median(rounds.map((r) => r[w].rps))])),
    };
  } finally {
    for (const { server } of servers) await server.stop();
    for (const scratch of scratches) await scratch.drop();
  }
}

/** Standalone: prints each round and the summary. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) {
    console.error('Set BENCH_DATABASE_URL (PostgreSQL): several processes need it.');
    process.exit(1);
  }
  console.log(`Several processes on ${cpus().length} cores: WEB_CONCURRENCY 1 and 2, read mix`);
  const result = await benchCluster({
    postgresUrl,
    seconds: Number(process.env.BENCH_SECONDS ?? 8),
    repeats: Number(process.env.BENCH_REPEATS ?? 3),
  });
  for (const r of result.rounds) {
    const line = (w) =>
      `${w} proc: ${r[w].rps} req/s p50 ${r[w].p50} p99 ${r[w].p99} ms, cores server ${r[w].cores.server} postgres ${r[w].cores.postgres} load gen ${r[w].cores.loadGenerator} of ${r[w].cores.machine} busy (busy before ${r[w].busyBefore}, load ${r[w].loadavg}, errors ${r[w].errors})`;
    console.log(`round ${r.round}: ${r.ratio}x\n  ${line(1)}\n  ${line(2)}`);
  }
  console.log(
    `two processes / one: ${result.ratio.median}x (${result.ratio.min}–${result.ratio.max}); req/s ${JSON.stringify(result.rps)}`,
  );
}
