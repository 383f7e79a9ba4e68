import { readFile } from 'node:fs/promises';
import { minify, type Plugin, transformWithOxc } from 'vite';
import { type Chunk, chunkGraph } from './chunk-graph';

/**
 * The first screens a visit usually opens with, and the source modules each one needs beyond the
 * start-up's own (the route chunk and the member layout). `signedIn`: the screen a member (a
 * session in storage) or a visitor sees there, because the guards send each to the other's
 * screen. (The sign-in page's picture, its LCP element, is written into the page itself: the
 * auth page imports it `?inline`, docs/decisions.md "The sign-in picture in the page".)
 */
export interface FirstScreen {
  paths: string[];
  modules: string[];
  /** Modules the start-up imports at once for a member (the profile it asks for). */
  memberModules?: string[];
  /** The catalogue parts (source modules, `{lang}` standing for the language) it loads. */
  texts?: string[];
}

export interface RoutePreloadOptions {
  /** Keyed by who is there: a visitor's screens and a member's. */
  visitor: FirstScreen[];
  member: FirstScreen[];
  /** The screen a visitor is sent to from a member path, and a member from a visitor path. */
  visitorFallback: FirstScreen;
  memberFallback: FirstScreen;
  /** The catalogue part every screen loads (a source module, `{lang}` for the language). */
  catalogue: { visitor: string; languages: string[] };
  /** localStorage keys: the session and the chosen language (src/lib/session, src/i18n). */
  sessionKey: string;
  languageKey: string;
  /**
   * A module exporting `holdEarlyInput(root)`, self-contained (src/app/early-input.ts): the
   * script runs it first, so a painted page holds what is pressed before the app takes it over.
   */
  earlyInput: string;
}

interface Asset {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Without help the browser learns of a screen's route chunk, its catalogue and its picture only
 * after the start-up scripts have run (a chain of round trips before the first paint). This
 * plugin writes a tiny script, loaded first by index.html, that looks at the path, the session
 * and the language in storage and adds `modulepreload` / `preload` links for exactly what that
 * first screen will ask for, so it is fetched alongside the start-up scripts. Nothing is fetched
 * that the screen would not fetch anyway.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'mp:route-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_output, bundle) {
      const items = Object.values(bundle) as unknown as (Chunk | Asset)[];
      const chunks = items.filter((item): item is Chunk => item.type === 'chunk');
      const { chunkOf, closure, css } = chunkGraph(chunks, 'route-preload');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preload: no entry chunk');
      // index.html already preloads the start-up's own scripts.
      const startUp = closure([entry]);
      const scripts = (modules: string[]) => {
        const files = [...closure(modules.map(chunkOf))].filter((file) => !startUp.has(file));
        return { js: files, css: [...css(files)] };
      };
      const screen = (s: FirstScreen, member: boolean) => {
        const { js, css: styles } = scripts([
          ...s.modules,
          ...(member ? (s.memberModules ?? []) : []),
        ]);
        return {
          paths: s.paths,
          js,
          css: styles,
          texts: catalogue(s.texts ?? []),
        };
      };
      const catalogue = (parts: string[]) =>
        Object.fromEntries(
          options.catalogue.languages.map((lang) => {
            const { js } = scripts(parts.map((part) => part.replace('{lang}', lang)));
            return [lang, js];
          }),
        );
      const plan = {
        visitor: options.visitor.map((s) => screen(s, false)),
        member: options.member.map((s) => screen(s, true)),
        visitorFallback: screen(options.visitorFallback, false),
        memberFallback: screen(options.memberFallback, true),
        visitorTexts: catalogue([options.catalogue.visitor]),
        sessionKey: options.sessionKey,
        languageKey: options.languageKey,
        languages: options.catalogue.languages,
      };
      // Each file named once; the plan refers to it by its index.
      const files: string[] = [];
      const lists = new Set(['js', 'css', ...options.catalogue.languages]);
      const compact = JSON.stringify(plan, (key, value) =>
        lists.has(key)
          ? (value as string[]).map((file) => {
              const index = files.indexOf(file);
              return index >= 0 ? index : files.push(file) - 1;
            })
          : value,
      );
      const fileName = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'first-screen.js',
          source: await bootScript(compact, files, await earlyInputSource(options.earlyInput)),
        }),
      );
      const html = bundle['index.html'] as unknown as Asset | undefined;
      if (!html) throw new Error('route-preload: no index.html in the bundle');
      const tag = `<script type="module" crossorigin src="/${fileName}"></script>`;
      html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$&`);
    },
  };
}

/** The early-input module as a plain function declaration (its types and `export` removed). */
async function earlyInputSource(file: string) {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  if (!/^export function holdEarlyInput\(/m.test(code))
    throw new Error(`route-preload: ${file} must export function holdEarlyInput`);
  if (/^import /m.test(code)) throw new Error(`route-preload: ${file} must import nothing`);
  return code.replace(/^export function/m, 'function');
}

/**
 * The script's source, minified: no imports, runs before the start-up. Its language rule is
 * the app's (the stored choice, else Spanish only for a Spanish browser: the contract's
 * languageFromBrowser); were they ever to differ, only a preload would be wasted.
 */
async function bootScript(plan: string, files: string[], earlyInput: string) {
  const source = `// Holds early presses, preloads what the first screen needs (apps/web/build/route-preload.ts).
(() => {
  ${earlyInput}
  holdEarlyInput(document.getElementById('root'));
  const files = ${JSON.stringify(files)};
  const plan = ${plan};
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const path = window.location.pathname.replace(/\\/+$/, '') || '/';
  const member = Boolean(read(plan.sessionKey));
  const stored = read(plan.languageKey);
  const browser = (navigator.language || '').trim().toLowerCase().split(/[-_]/)[0];
  const lang = plan.languages.includes(stored) ? stored : browser === 'es' ? 'es' : 'en';
  const find = (list) => list.find((s) => s.paths.includes(path));
  let screen = member ? find(plan.member) : find(plan.visitor);
  if (!screen) screen = member ? (find(plan.visitor) ? plan.memberFallback : null)
    : (find(plan.member) ? plan.visitorFallback : null);
  const add = (rel, href, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = '/' + files[href];
    document.head.appendChild(link);
  };
  for (const file of plan.visitorTexts[lang] || []) add('modulepreload', file);
  if (!screen) return;
  // A prerendered page carries its stylesheets already (written into it: build/prerender.ts).
  const carried = (file) => document.querySelector('link[rel="stylesheet"][href="/' + files[file] + '"]');
  for (const file of screen.css) if (!carried(file)) add('preload', file, 'style');
  for (const file of screen.js) add('modulepreload', file);
  for (const file of screen.texts[lang] || []) add('modulepreload', file);
})();
`;
  const { code, errors } = await minify('first-screen.js', source);
  if (errors.length > 0) throw new Error(`route-preload: ${errors[0]?.message}`);
  return code;
}
