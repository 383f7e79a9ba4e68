import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@mp/contract/constants';
import { isLanguage } from '@mp/contract/rules/language';
import type { FastifyInstance } from 'fastify';

/** Written by the web build (apps/web/build/prerender.ts): path -> language -> page file. */
const MANIFEST = 'prerendered/pages.json';

/** The web app's language cookie (apps/web/src/i18n/i18n.ts): the member's own choice. */
const LANGUAGE_COOKIE = 'lang';

type Pages = Record<string, Partial<Record<Language, string>>>;

function readPages(webDist: string): Pages {
  const file = join(webDist, MANIFEST);
  if (!existsSync(file)) return {};
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Pages;
  for (const [path, files] of Object.entries(pages)) {
    // Only pages of the web app, only files inside the build.
    const names = Object.values(files);
    if (!path.startsWith('/') || path.startsWith('/api') || path.startsWith('/staff'))
      throw new Error(`prerendered pages: ${path} is not a page of the member app`);
    if (names.some((name) => !/^prerendered\/[\w.-]+\.html$/.test(name ?? '')))
      throw new Error(`prerendered pages: ${path} names a file outside prerendered/`);
  }
  return pages;
}

/**
 * The Content-Security-Policy of a prerendered page: the site's, with the styles the web build
 * wrote into that page allowed by their hashes (its stylesheets, inlined so that the first paint
 * needs the page alone: apps/web/build/prerender.ts). Every other answer keeps `style-src 'self'`.
 */
function pageStylePolicy(html: string): (policy: string) => string {
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return (policy) => policy;
  return (policy) => policy.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`);
}

/**
 * The first screens the web build prerendered (the sign-in page, the member layout's first
 * screens): their address gets the page already painted, in the member's language (the language
 * cookie, else the request's: Accept-Language), instead of the empty index.html. The app hydrates
 * it when it renders that same screen and replaces it otherwise (a member on /login). Registered
 * after the static files (staticSpa), whose `sendFile` sends the precompressed copy.
 */
export function prerenderedPages(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist) return;
  for (const [path, files] of Object.entries(readPages(webDist))) {
    const policies = new Map(
      Object.values(files).map((file) => [
        file,
        pageStylePolicy(readFileSync(join(webDist, file), 'utf8')),
      ]),
    );
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      const chosen = request.cookies?.[LANGUAGE_COOKIE];
      const language = isLanguage(chosen) ? chosen : request.lang;
      const file = files[language] ?? files.en ?? Object.values(files)[0];
      if (!file) return reply.callNotFound();
      const policy = reply.getHeader('content-security-policy');
      const withStyles = policies.get(file);
      if (typeof policy === 'string' && withStyles)
        reply.header('content-security-policy', withStyles(policy));
      // Every request header the answer depends on: the language's three sources (request.lang
      // reads X-Language first) and the precompressed copy sendFile picks (@fastify/static adds
      // no Vary of its own; @fastify/compress looks for its name in lower case).
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie, X-Language, accept-encoding')
        .sendFile(file);
    });
  }
}
