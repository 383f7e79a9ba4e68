import { describe, expect, it } from 'vitest';
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
