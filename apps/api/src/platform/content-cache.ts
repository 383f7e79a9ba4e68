/**
 * The club's content (FAQs, contact reasons, hotels and their unit types, destination
 * highlights) read once per `ttlMs` instead of on every request: the profile and the reference
 * calls are the portal's busiest, and this content changes in the club's back office, not
 * through the portal. Callers at the same moment share one read; a failed read is not kept.
 * With `ttlMs` 0 every call reads (the API tests change content between requests).
 */
export interface ContentCache {
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
}

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
  };
}
