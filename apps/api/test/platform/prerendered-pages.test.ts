import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';

/** The web build's prerendered first screens (apps/web/build/prerender.ts), as the server sends them. */
describe('prerendered first screens', () => {
  let web: TestApp;
  let dist: string;
  /** The sign-in page carries its stylesheet written into it, as the web build writes it. */
  const LOGIN_STYLE = 'body{color:#0b2545}';
  const page = (lang: string, screen: string) =>
    `<!doctype html><html lang="${lang}"><title>${screen}</title>${screen === 'Log in' ? `<style>${LOGIN_STYLE}</style><link rel="stylesheet" crossorigin href="/assets/login.css" disabled>` : ''}<div id="root" data-lang="${lang}">${'x'.repeat(2000)}</div>`;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mp-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Member Passport</title>');
    for (const [name, screen] of [
      ['login', 'Log in'],
      ['dashboard', 'Dashboard'],
    ] as const) {
      for (const lang of ['en', 'es']) {
        const file = join(dist, 'prerendered', `${name}.${lang}.html`);
        writeFileSync(file, page(lang, screen));
        writeFileSync(`${file}.gz`, gzipSync(page(lang, screen)));
      }
    }
    writeFileSync(
      join(dist, 'prerendered', 'pages.json'),
      JSON.stringify({
        '/login': { en: 'prerendered/login.en.html', es: 'prerendered/login.es.html' },
        '/dashboard': { en: 'prerendered/dashboard.en.html', es: 'prerendered/dashboard.es.html' },
      }),
    );
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a prerendered page in the browser’s language, revalidated on every visit', async () => {
    for (const [accept, lang] of [
      ['es-MX,es;q=0.9,en;q=0.8', 'es'],
      ['en-US,en;q=0.9', 'en'],
      ['fr-FR', 'en'],
      [undefined, 'en'],
    ] as const) {
      const response = await web.request({
        method: 'GET',
        url: '/login',
        headers: accept ? { 'accept-language': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.body).toContain(`data-lang="${lang}"`);
      expect(response.body).toContain('<title>Log in</title>');
      // The page keeps the site's security headers (CSP: no inline script is allowed).
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('allows the styles written into a page by their hashes, on that page only', async () => {
    const hash = createHash('sha256').update(LOGIN_STYLE).digest('base64');
    const login = await web.request({ method: 'GET', url: '/login' });
    expect(login.headers['content-security-policy']).toContain(
      `style-src 'self' 'sha256-${hash}';`,
    );
    // A page without any, and every other answer, keep the site's policy: no inline style.
    for (const url of ['/dashboard', '/healthz', '/api/v1/faqs']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("style-src 'self';");
    }
  });

  it('the language the member chose (its cookie) wins over the browser’s', async () => {
    const response = await web.request({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-language': 'en-US', cookie: 'lang=es' },
    });
    expect(response.body).toContain('data-lang="es"');
    expect(response.body).toContain('<title>Dashboard</title>');
    // A cookie that names no language of ours is ignored.
    const odd = await web.request({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-language': 'es', cookie: 'lang=../../etc' },
    });
    expect(odd.body).toContain('data-lang="es"');
  });

  it('sends the precompressed copy to a browser that takes it', async () => {
    const response = await web.request({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'es' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('names in Vary every header that picks the copy: a shared cache never serves one language or encoding for another', async () => {
    // X-Language picks the page too (the request's language), so a cache must key on it.
    const chosen = await web.request({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'en-US', 'x-language': 'es' },
    });
    expect(chosen.body).toContain('data-lang="es"');
    for (const headers of [
      { 'accept-language': 'es', 'accept-encoding': 'gzip' },
      { 'accept-language': 'es' },
    ]) {
      const response = await web.request({ method: 'GET', url: '/dashboard', headers });
      const vary = String(response.headers.vary)
        .toLowerCase()
        .split(',')
        .map((name) => name.trim());
      for (const name of ['accept-language', 'cookie', 'x-language', 'accept-encoding']) {
        expect(vary, JSON.stringify(headers)).toContain(name);
      }
      // Named once each, whatever the compression layer adds.
      expect(new Set(vary).size).toBe(vary.length);
    }
  });

  it('the app’s other files, sent precompressed too, vary by Accept-Encoding', async () => {
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(readFileSync(join(dist, 'index.html'))));
    const script = `console.log(${JSON.stringify('y'.repeat(2000))});`;
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    for (const url of ['/register', '/assets/app-abc123.js']) {
      for (const encoding of ['gzip', 'identity']) {
        const response = await web.request({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(
          encoding === 'gzip' ? 'gzip' : undefined,
        );
        expect(String(response.headers.vary).toLowerCase(), `${url} ${encoding}`).toContain(
          'accept-encoding',
        );
      }
    }
  });

  it('every other page still gets the app’s index.html', async () => {
    for (const url of ['/register', '/my-account', '/login/extra']) {
      const response = await web.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body, url).toContain('<title>Member Passport</title>');
    }
  });
});
