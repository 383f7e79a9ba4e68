import { routes } from '@mp/contract/routes';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../../src/db/factories/stays.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: ({ name: string; in: string } | { $ref: string })[];
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
  >;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string }> };
}

let t: TestApp;
let source: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  source = (await t.request({ method: 'GET', url: '/api/docs' })).body;
  doc = JSON.parse(source);
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const byId = (id: string) => {
  const found = operations().find((o) => o.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
};

describe('the OpenAPI document at /api/docs', () => {
  it('describes every contract route and the two probes in OpenAPI 3.1', () => {
    expect(JSON.parse(source).openapi).toBe('3.1.0');
    expect(
      operations()
        .map((o) => o.operation.operationId)
        .sort(),
    ).toEqual([...Object.keys(routes), 'healthz', 'readyz'].sort());
    const login = byId('login') as Operation & {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(login.requestBody.content['application/json']?.schema.properties).toHaveProperty(
      'g-recaptcha-response',
    );
    expect(byId('resetPassword').responses['204']).toBeDefined();
  });

  it("passes Redocly's recommended ruleset: no error, no warning but the explained ones", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: 'openapi.json' });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    // A private API of the club publishes no licence; calls that take no input and need no
    // session have no 4xx answer to document (only 503, or nothing for the probes).
    const noClientError = ['/healthz', '/readyz', routes.captchaChallenge.path];
    const explained = (p: (typeof problems)[number]) =>
      p.ruleId === 'info-license' ||
      (p.ruleId === 'operation-4xx-response' &&
        noClientError.some((path) =>
          p.location[0]?.pointer?.startsWith(`#/paths/${path.replaceAll('/', '~1')}/`),
        ));
    expect(
      problems.filter((p) => !explained(p)).map((p) => `${p.ruleId} ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it("passes Spectral's spectral:oas ruleset without an error or a warning", async () => {
    const spectral = new Spectral();
    // The rulesets package declares `oas` without the `extends` its own union type asks for.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(source);
    expect(results.map((r) => `${r.severity} ${r.code}: ${r.message} ${r.path.join('.')}`)).toEqual(
      [],
    );
  });

  it('says which operations are public (security: []) and which need the bearer token', () => {
    for (const [name, def] of Object.entries(routes)) {
      expect(byId(name).security, name).toEqual(
        def.access === 'public'
          ? []
          : def.access === 'member'
            ? [{ bearer: [] }]
            : typeof def.access === 'object' && 'scope' in def.access
              ? [{ integrationKey: [] }]
              : [{ staffSession: [] }],
      );
    }
    expect(byId('healthz').security).toEqual([]);
    expect(byId('readyz').security).toEqual([]);
  });

  it("documents each call's 4xx answers from its catalogue, and 503, in the error shape", () => {
    const errorStatuses = (id: string) =>
      Object.keys(byId(id).responses)
        .filter((s) => /^[45]\d\d$/.test(s))
        .sort();
    expect(errorStatuses('login')).toEqual(['400', '403', '409', '429', '503']);
    expect(errorStatuses('logout')).toEqual(['401', '503']);
    expect(errorStatuses('profile')).toEqual(['401', '404', '503']);
    expect(errorStatuses('resetPassword')).toEqual(['400', '404', '429', '503']);
    expect(errorStatuses('verifyEmail')).toEqual(['400', '404', '429', '503']);
    for (const { operation } of operations()) {
      if (!(operation.operationId in routes)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]/.test(status)) continue;
        expect(response.content?.['application/json']?.schema, status).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      for (const status of ['429', '503']) {
        const response = operation.responses[status];
        if (response) expect(response.headers, status).toHaveProperty('Retry-After');
      }
    }
  });

  it('lists the 404 send_reservation_confirmation answers for another member’s number (issue 20 #5)', async () => {
    await seedReferenceContent(t.database.db);
    const owner = await createMember(t);
    const other = await createMember(t);
    const booking = await insertReservation(t.database.db, {
      userId: owner.id,
      hotel: 'The Grand Mayan Riviera Maya',
      arrivingInDays: 20,
    });
    const answer = await t.request({
      method: 'POST',
      url: routes.sendReservationConfirmation.path,
      token: (await tokenFor(t, other.email)).access_token,
      payload: { reservation_number: booking.reservationNumber },
    });
    expect(answer.statusCode).toBe(404);
    expect(Object.keys(byId('sendReservationConfirmation').responses)).toContain('404');
  });

  it('documents Accept-Language beside X-Language on every operation', () => {
    const headerNames = (operation: Operation) =>
      (operation.parameters ?? []).map((p) => {
        const parameter =
          '$ref' in p ? doc.components.parameters[p.$ref.split('/').pop() ?? ''] : p;
        return parameter?.in === 'header' ? parameter.name : undefined;
      });
    for (const { operation } of operations()) {
      if (!(operation.operationId in routes)) continue;
      expect(headerNames(operation), operation.operationId).toEqual(
        expect.arrayContaining(['X-Language', 'Accept-Language']),
      );
    }
  });

  it('describes /healthz and /readyz with the answers they really give', async () => {
    expect(doc.paths['/healthz']?.get?.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths['/readyz']?.get?.responses ?? {}).sort()).toEqual(['200', '503']);
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      database: t.database.kind,
    });
  });
});
