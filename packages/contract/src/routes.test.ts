import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { exampleRegisterBody } from './access/examples.ts';
import { ERROR_CATALOGUES, type ErrorCatalogue } from './errors.ts';
import { routeErrorStatuses } from './http/route.ts';
import { routes } from './routes.ts';

describe('routeErrorStatuses', () => {
  it('lists what each call can answer, from its shape and its own errors', () => {
    expect(routeErrorStatuses(routes.login)).toEqual([400, 403, 409, 429, 503]);
    expect(routeErrorStatuses(routes.logout)).toEqual([401, 503]);
    expect(routeErrorStatuses(routes.profile)).toEqual([401, 404, 503]);
    expect(routeErrorStatuses(routes.refreshToken)).toEqual([400, 401, 429, 503]);
    expect(routeErrorStatuses(routes.checkPasswordReset)).toEqual([400, 404, 429, 503]);
    expect(routeErrorStatuses(routes.captchaChallenge)).toEqual([503]);
  });

  it("maps every 4xx a call answers in that call's catalogue, so the client has its text", () => {
    const unmapped = Object.entries(routes).flatMap(([name, def]) => {
      const catalogue: ErrorCatalogue = ERROR_CATALOGUES[def.errors];
      return routeErrorStatuses(def)
        .filter((status) => status < 500 && catalogue[status] === undefined)
        .map((status) => `${name} ${status}`);
    });
    expect(unmapped).toEqual([]);
  });
});

/** A part's object, through the wrappers a route may put around it (a pipe's input, a default). */
function objectOf(schema: core.$ZodType): core.$ZodObject | undefined {
  const def = schema._zod.def;
  if (def.type === 'object') return schema as core.$ZodObject;
  if (def.type === 'pipe') return objectOf((def as core.$ZodPipeDef).in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') {
    return objectOf((def as core.$ZodOptionalDef).innerType);
  }
  return undefined;
}

describe('request parts (SECURITY.md "Input": unknown fields are dropped)', () => {
  it('are objects that drop what they do not declare, on every route', () => {
    const parts = Object.entries(routes).flatMap(([name, def]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema: core.$ZodType | undefined = def[part as keyof typeof def] as never;
        return schema ? [{ name: `${name} ${part}`, object: objectOf(schema) }] : [];
      }),
    );
    expect(parts.length).toBeGreaterThan(100);
    // No catchall: zod's default object, which strips (a strict one would refuse, a loose one keep).
    expect(
      parts.filter(({ object }) => !object || object._zod.def.catchall).map(({ name }) => name),
    ).toEqual([]);
  });

  it('leaves an undeclared field out of what the server gets', () => {
    const parsed = safeParse(routes.register.body, {
      ...exampleRegisterBody(),
      is_admin: true,
      email_verified_at: '2026-01-01',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('is_admin');
    expect(parsed.data).not.toHaveProperty('email_verified_at');
  });
});
