import { data, route } from '@mp/contract/http/route';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RouteHooks, registerRoute } from '../../src/platform/http/register-route.ts';

const hooks: RouteHooks = { authorize: () => async () => {}, rateLimit: () => async () => {} };
const limited = route({
  method: 'POST',
  path: '/limited',
  access: 'public',
  response: data(z.object({})),
  status: 200,
  errors: 'default',
  summary: 'A rate-limited call',
  rateLimited: true,
});

describe('registerRoute', () => {
  it('refuses a contract route that promises 429 without a bucket to count it, and the reverse', () => {
    const app = Fastify();
    expect(() => registerRoute(app, hooks, limited, async () => ({ data: {} }))).toThrow(
      /rateLimited/,
    );
    const free = { ...limited, path: '/free', rateLimited: undefined };
    expect(() =>
      registerRoute(app, hooks, free, async () => ({ data: {} }), { rateLimit: 'login' }),
    ).toThrow(/rateLimited/);
    expect(() =>
      registerRoute(app, hooks, limited, async () => ({ data: {} }), { rateLimit: 'login' }),
    ).not.toThrow();
  });
});
