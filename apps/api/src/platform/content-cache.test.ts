import { describe, expect, it } from 'vitest';
import { createContentCache } from './content-cache.ts';

describe('content cache', () => {
  it('reads once per period, shares a read in flight, and reads again after it', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createContentCache(60_000, () => clock);
    const load = async () => {
      reads += 1;
      return [`faqs v${reads}`];
    };
    const [a, b] = await Promise.all([cache.get('faqs', load), cache.get('faqs', load)]);
    expect(a).toEqual(['faqs v1']);
    expect(b).toBe(a);
    clock = 59_999;
    expect(await cache.get('faqs', load)).toEqual(['faqs v1']);
    clock = 60_000;
    expect(await cache.get('faqs', load)).toEqual(['faqs v2']);
    expect(reads).toBe(2);
    // Keys are separate.
    expect(await cache.get('hotels', async () => ['hotels'])).toEqual(['hotels']);
  });

  it('does not keep a failed read', async () => {
    const cache = createContentCache(60_000, () => 0);
    await expect(
      cache.get('faqs', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('faqs', async () => ['back'])).toEqual(['back']);
  });

  it('reads every time when the period is 0', async () => {
    let reads = 0;
    const cache = createContentCache(0);
    await cache.get('faqs', async () => ++reads);
    await cache.get('faqs', async () => ++reads);
    expect(reads).toBe(2);
  });
});

describe('content cache with a lazy query', () => {
  it('runs a thenable (a query builder) once for all its readers', async () => {
    let runs = 0;
    const lazy = {
      // biome-ignore lint/suspicious/noThenProperty: a query builder is a thenable like this one
      then<R>(resolve: (rows: string[]) => R) {
        runs += 1;
        return Promise.resolve(resolve(['row']));
      },
    };
    const cache = createContentCache(60_000, () => 0);
    await cache.get('rows', () => lazy);
    await cache.get('rows', () => lazy);
    expect(await cache.get('rows', () => lazy)).toEqual(['row']);
    expect(runs).toBe(1);
  });
});
