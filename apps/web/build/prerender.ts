import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { type Chunk, chunkGraph } from './chunk-graph';

/**
 * A first screen prerendered at build time (src/prerender.tsx, React's `prerenderToNodeStream`):
 * its path, whether a member (a session) sees it there, and the source modules whose stylesheets
 * it needs painted before any script runs (the start-up's are index.html's own).
 */
export interface PrerenderedScreen {
  path: string;
  member: boolean;
  modules: string[];
}

export interface PrerenderOptions {
  screens: PrerenderedScreen[];
  languages: string[];
  /** The SSR entry: exports `prerenderPage(path, language, { member })` and `documentLanguage`. */
  entry: string;
  /** `@` and friends, as the client build resolves them. */
  alias: Record<string, string>;
}

/** The file the server reads to send a path's prerendered page (apps/api prerendered-pages). */
export const PRERENDER_MANIFEST = 'prerendered/pages.json';

interface SsrEntry {
  prerenderPage: (
    path: string,
    language: string,
    options: { member: boolean },
  ) => Promise<{ html: string; head: string; title: string }>;
  documentLanguage: (language: string) => string;
}

/** What the prerender's Node run needs of a browser: storage (the session, the language). */
function installStorage() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  const scope = globalThis as Record<string, unknown>;
  const had = 'window' in scope;
  scope.window = { localStorage, addEventListener() {}, removeEventListener() {} };
  return () => {
    if (!had) delete scope.window;
  };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * A prerendered page's stylesheets, written into it: its first paint then needs the page alone,
 * not four more round trips (Lighthouse mobile, docs/performance.md "Session 25"). Each keeps its
 * link, `disabled` (never fetched), so the app's module preloader, which looks for a stylesheet's
 * link before adding one, does not load it again when a screen's chunk asks for it. The server's
 * CSP allows these styles by their hashes (apps/api/src/platform/http/prerendered-pages.ts).
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readFileSync(join(outDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be written in a page`);
    return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });
}

/**
 * Render-blocking until the mark after the root is parsed (HTML's `rel=expect`): the whole
 * prerendered screen is then in the document. Chromium lets a frame through once the target's
 * start tag is parsed, so the target is an inert `<template>` after the root's end tag, outside
 * what the app hydrates.
 */
const ROOT_END = 'root-end';
const RENDER_WHOLE_ROOT = `<link rel="expect" href="#${ROOT_END}" blocking="render">`;

/**
 * After the client build: builds the SSR entry, renders each screen in each language, and writes
 * `prerendered/<name>.<lang>.html` (index.html with the page in its root, the page's title, its
 * language and its route stylesheets) and the manifest the server reads. The root element says
 * what it holds (`data-prerendered`, `data-lang`, `data-member`): the app hydrates it only when
 * it is about to render that same screen (src/main.tsx).
 */
export function prerender(options: PrerenderOptions): Plugin {
  let outDir = '';
  let root = '';
  let isSsr = false;
  const stylesheets = new Map<string, string[]>();
  return {
    name: 'mp:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_output, bundle) {
      if (isSsr) return;
      const chunks = Object.values(bundle).filter(
        (item): item is Chunk & (typeof bundle)[string] => item.type === 'chunk',
      ) as unknown as Chunk[];
      const { ending, chunkOf, closure, css } = chunkGraph(chunks, 'prerender');
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.moduleIds.some(ending('src/main.tsx')),
      );
      if (!entry) throw new Error('prerender: no member entry chunk');
      const startUpCss = css(closure([entry]));
      for (const screen of options.screens) {
        const own = [...css(closure(screen.modules.map(chunkOf)))].filter(
          (file) => !startUpCss.has(file),
        );
        stylesheets.set(screen.path, own);
      }
    },
    async writeBundle() {
      if (isSsr) return;
      const ssrDir = join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: options.alias },
        // The contract is TypeScript source: bundled, not imported by Node as it is.
        ssr: { noExternal: ['@mp/contract'] },
        build: { ssr: options.entry, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const restore = installStorage();
      try {
        const ssr = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as SsrEntry;
        // Without index.html's modulepreload links: the page is painted by its stylesheets alone,
        // and ~200 KB of start-up scripts preloaded beside them held the first paint back on a slow
        // line (Lighthouse mobile, docs/performance.md "Session 17"). The entry script still starts
        // at once and asks for its imports when it arrives; the app hydrates a painted page.
        const template = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
          /\s*<link rel="modulepreload"[^>]*>/g,
          '',
        );
        const manifest: Record<string, Record<string, string>> = {};
        mkdirSync(join(outDir, 'prerendered'), { recursive: true });
        for (const language of options.languages) {
          for (const screen of options.screens) {
            const page = await ssr.prerenderPage(screen.path, language, { member: screen.member });
            // The CSP (script-src and style-src 'self') refuses both in markup.
            if (/<script(?![^>]*\ssrc=)|\sstyle="/.test(page.html + page.head))
              throw new Error(`prerender: ${screen.path} has an inline script or style attribute`);
            const name = screen.path === '/' ? 'home' : screen.path.slice(1).replaceAll('/', '-');
            const file = `prerendered/${name}.${language}.html`;
            const links = (stylesheets.get(screen.path) ?? [])
              .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
              .join('');
            const html = template
              .replace(/<html lang="[^"]*">/, `<html lang="${ssr.documentLanguage(language)}">`)
              .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
              // Paint nothing until the whole root is parsed: Chromium otherwise paints a page
              // it has parsed in part when its parser yields (a busy phone), and a centred card
              // that grows moves up (docs/performance.md "Session 27": the sign-in page's shift).
              .replace('</head>', `${page.head}${links}${RENDER_WHOLE_ROOT}</head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root" data-prerendered="${escapeAttribute(screen.path)}" data-lang="${language}" data-member="${screen.member}">${page.html}</div><template id="${ROOT_END}"></template>`,
              );
            if (!html.includes('data-prerendered='))
              throw new Error('prerender: no root in index.html');
            writeFileSync(join(outDir, file), inlineStylesheets(html, outDir));
            manifest[screen.path] = { ...manifest[screen.path], [language]: file };
          }
        }
        writeFileSync(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      } finally {
        restore();
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
