import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who gets the embedded database next (issue 23, docs/decisions.md "PGlite's queue"). PGlite is
 * one connection: a statement, or a whole transaction, holds it alone. PGlite's own lock serves
 * first come first served, so a request's statement waited behind every job statement queued
 * before it (the job runner asks all its queues at once) and a request sending many statements
 * held newer, shorter requests for as long as its own.
 *
 * Here each grant (a statement or a transaction) goes to, in this order:
 * 1. a request's statement, the oldest request first (a request already under way finishes
 *    before a newer one starts, so its later statements do not queue behind every newcomer),
 *    while the request has had fewer than `shortGrants` grants;
 * 2. everything else, first come first served: background work (jobs, timers, what runs after
 *    the answer) and requests past `shortGrants` (a long request no longer holds the short ones).
 * Nothing waits for ever: an item of the second kind passed over `maxBypass` times goes next.
 * A grant is never interrupted: a transaction keeps the connection until it ends. Between two
 * grants the event loop runs, so requests that arrived meanwhile are read and take their place.
 */
export interface FairQueue {
  /** Runs `work` when the connection is this caller's turn; one grant. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Waiting now (tests). */
  waiting(): number;
}

/** A request's place in the queue, carried through its async calls. */
interface RequestLane {
  /** Arrival order: the oldest request under way goes first. */
  order: number;
  grants: number;
  /** Answered: what it still sends (tasks after the answer) waits with the background work. */
  isDone: boolean;
}

const lanes = new AsyncLocalStorage<RequestLane>();
let requestOrder = 0;

/**
 * Runs `next` (the rest of a request's handling) as one request's lane; the returned function
 * marks it answered. server.ts calls it from Fastify's onRequest and onResponse hooks.
 */
export function requestLane(next: () => void): { done: () => void } {
  const lane: RequestLane = { order: ++requestOrder, grants: 0, isDone: false };
  lanes.run(lane, next);
  return {
    done: () => {
      lane.isDone = true;
    },
  };
}

interface Waiting {
  lane: RequestLane | undefined;
  arrival: number;
  bypassed: number;
  start: () => void;
}

export function createFairQueue(options: { shortGrants?: number; maxBypass?: number } = {}) {
  const shortGrants = options.shortGrants ?? 16;
  const maxBypass = options.maxBypass ?? 16;
  const queue: Waiting[] = [];
  let isBusy = false;
  let arrivals = 0;

  const isUrgent = (item: Waiting) =>
    item.lane !== undefined && !item.lane.isDone && item.lane.grants < shortGrants;

  /** The next item to start, taken out of the queue. */
  const pick = (): Waiting | undefined => {
    if (queue.length === 0) return undefined;
    let best = -1;
    let oldestOther = -1;
    for (let i = 0; i < queue.length; i++) {
      const item = queue[i] as Waiting;
      if (isUrgent(item)) {
        const order = (item.lane as RequestLane).order;
        const current = best >= 0 ? (queue[best] as Waiting) : undefined;
        if (
          !current ||
          order < (current.lane as RequestLane).order ||
          (order === (current.lane as RequestLane).order && item.arrival < current.arrival)
        )
          best = i;
      } else if (oldestOther < 0) {
        oldestOther = i;
      }
    }
    let chosen = best;
    if (oldestOther >= 0 && (best < 0 || (queue[oldestOther] as Waiting).bypassed >= maxBypass)) {
      chosen = oldestOther;
    }
    const [item] = queue.splice(chosen, 1);
    // Everything of the second kind that was passed over counts it.
    for (const other of queue) if (!isUrgent(other)) other.bypassed++;
    return item;
  };

  const next = () => {
    if (isBusy) return;
    const item = pick();
    if (!item) return;
    isBusy = true;
    if (item.lane) item.lane.grants++;
    item.start();
  };

  const queueApi: FairQueue = {
    run<T>(work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          lane: lanes.getStore(),
          arrival: ++arrivals,
          bypassed: 0,
          start: () => {
            let result: Promise<T>;
            try {
              result = work();
            } catch (error) {
              result = Promise.reject(error);
            }
            result.then(resolve, reject).finally(() => {
              // The next grant starts from the event loop, not from this promise's microtask.
              // Grants chained in microtasks kept the thread from reading its sockets while
              // anything waited: a connection whose request had not been read yet got no lane,
              // so no turn, for seconds (the console's member page at 50 connections: p99 4.9 s,
              // each request 9 ms once read). Busy until then, so nothing started meanwhile
              // jumps the order.
              setImmediate(() => {
                isBusy = false;
                next();
              });
            });
          },
        });
        next();
      });
    },
    waiting: () => queue.length,
  };
  return queueApi;
}

/**
 * The PGlite client as drizzle and pg-boss see it: its statements and transactions wait their
 * turn in `queue`; everything else (close, dumpDataDir, a transaction's own statements) is the
 * client's own.
 */
export function queuedClient<T extends object>(client: T, queue: FairQueue): T {
  const queued = new Set(['query', 'exec', 'sql', 'transaction']);
  type Method = (...args: unknown[]) => unknown;
  const wrappers = new WeakMap<Method, Method>();
  const originals = new WeakMap<Method, Method>();
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (typeof property !== 'string' || !queued.has(property)) return method.bind(target);
      let wrapper = wrappers.get(method);
      if (!wrapper) {
        wrapper = (...args: unknown[]) => queue.run(async () => method.apply(target, args));
        wrappers.set(method, wrapper);
        originals.set(wrapper, method);
      }
      return wrapper;
    },
    // A method read through here and put back (a test's stand-in undone) is the client's own.
    set(target, property, value, receiver) {
      const original = typeof value === 'function' ? originals.get(value as Method) : undefined;
      return Reflect.set(target, property, original ?? value, receiver);
    },
  });
}
