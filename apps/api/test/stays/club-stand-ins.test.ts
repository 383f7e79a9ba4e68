import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubStandInRoutes } from '../../src/modules/stays/club-stand-ins.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** Issue 20 #20: the demo's club benefits and pre-registration buttons lead somewhere that works. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('our own stand-ins for the club’s external sites', () => {
  it('serve the Club Freedom stand-in in the language asked for, styled from its own sheet', async () => {
    const page = await t.request({ method: 'GET', url: '/dev/club-freedom?lang=es' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="es-MX">');
    expect(page.body).toContain('<h1>Club Freedom</h1>');
    expect(page.body).toContain('Esta demostración no tiene ese sitio');
    expect(page.body).toContain(
      '<a href="/club-freedom-benefits">Volver a Beneficios de Club Freedom</a>',
    );
    // The portal's strict CSP holds: no inline style or script.
    expect(page.body).not.toMatch(/<script|style=/);
    const sheet = await t.request({ method: 'GET', url: '/dev/club-stand-in.css' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serve the pre-registration stand-in in the browser’s language without a query', async () => {
    const english = await t.request({ method: 'GET', url: '/dev/pre-registration' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>Online pre-registration</h1>');
    expect(english.body).toContain('<a href="/pre-registration">Back to Pre-registration</a>');
    const spanish = await t.request({
      method: 'GET',
      url: '/dev/pre-registration?lang=xx',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.body).toContain('<h1>Prerregistro en línea</h1>');
  });

  it('send a production member to the contact form: an unset address there is a slip, not a demo', async () => {
    const app = Fastify();
    clubStandInRoutes(app, { isProduction: true });
    for (const url of ['/dev/club-freedom', '/dev/pre-registration?lang=es']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/contact');
    }
    await app.close();
  });
});
