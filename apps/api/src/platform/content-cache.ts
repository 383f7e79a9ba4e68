import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * The club's content (FAQs, contact reasons, hotels and their unit types, destination
 * highlights) read once per `ttlMs` instead of on every request: the profile and the reference
 * calls are the portal's busiest. Callers at the same moment share one read; a failed read is
 * not kept. With `ttlMs` 0 every call reads (the API tests change content between requests).
 *
 * The console edits this content (issue 22): a change calls `invalidate` with the lists it
 * touched, here and, through the content bus below, on every other instance, so members see it
 * at once rather than after CONTENT_CACHE_SECONDS. The time limit stays as a backstop.
 */
export interface ContentCache {
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  /** Forgets these lists (every list when none are named): the next read loads them again. */
  invalidate(keys?: readonly string[]): void;
}

/** The cached lists' keys, as the member-side services name them. */
export const CONTENT_CACHE_KEYS = {
  faqs: 'faqs',
  contactReasons: 'contact_reasons',
  hotels: 'hotels',
  unitTypes: 'unit_types',
  highlights: 'destination_highlights',
} as const;

export function createContentCache(ttlMs: number, now: () => number = Date.now): ContentCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      if (ttlMs <= 0) return Promise.resolve(load());
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value as Promise<T>;
      // Promise.resolve runs a lazy query builder (a thenable) once, here, not at each await.
      const value = Promise.resolve(load());
      entries.set(key, { until: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate(keys) {
      if (!keys) entries.clear();
      else for (const key of keys) entries.delete(key);
    },
  };
}

/**
 * Tells every instance that content changed. With REDIS_URL: Redis publish/subscribe on
 * CONTENT_CHANNEL (the instances already share Redis for the rate limits; docs/decisions.md
 * "Content (issue 22)"). Without it: within the process only, per database (one instance, or
 * the tests' instances sharing one database). A Redis reconnect forgets every list, since a
 * message may have been missed meanwhile.
 */
export interface ContentBus {
  /** Invalidates here at once, then tells the others; resolves once the message is sent. */
  publish(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const CONTENT_CHANNEL = 'mp:content:changed';

/** The in-process bus of each database handle (without Redis). */
const localBuses = new WeakMap<object, EventEmitter>();

export function createContentBus(options: {
  cache: ContentCache;
  redisUrl?: string;
  /** Instances on the same database object share the in-process bus. */
  scope: object;
  onError?: (error: unknown) => void;
}): ContentBus {
  const { cache } = options;
  const receive = (message: string) => {
    try {
      const keys = JSON.parse(message) as unknown;
      cache.invalidate(
        Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : undefined,
      );
    } catch {
      cache.invalidate();
    }
  };

  if (!options.redisUrl) {
    let local = localBuses.get(options.scope);
    if (!local) {
      local = new EventEmitter();
      local.setMaxListeners(0);
      localBuses.set(options.scope, local);
    }
    const bus = local;
    bus.on('changed', receive);
    return {
      async publish(keys) {
        cache.invalidate(keys);
        bus.emit('changed', JSON.stringify(keys));
      },
      async close() {
        bus.off('changed', receive);
      },
    };
  }

  const redisOptions = { maxRetriesPerRequest: 1, lazyConnect: false } as const;
  const subscriber = new Redis(options.redisUrl, redisOptions);
  const publisher = new Redis(options.redisUrl, { ...redisOptions, enableOfflineQueue: false });
  const report = (error: unknown) => options.onError?.(error);
  subscriber.on('error', report);
  publisher.on('error', () => {
    // Reconnects by itself; a failed publish is reported where it is awaited.
  });
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) cache.invalidate();
    connectedBefore = true;
  });
  subscriber.subscribe(CONTENT_CHANNEL).catch(report);
  subscriber.on('message', (channel, message) => {
    if (channel === CONTENT_CHANNEL) receive(message);
  });
  return {
    async publish(keys) {
      cache.invalidate(keys);
      try {
        await publisher.publish(CONTENT_CHANNEL, JSON.stringify(keys));
      } catch (error) {
        // The change is saved; the others see it within CONTENT_CACHE_SECONDS at worst.
        report(error);
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
