/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './build/prerender';
import { type FirstScreen, routePreload } from './build/route-preload';
import { screenChunks } from './build/screen-chunks';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Vendor groups change less often than app code, so they get their own long-cached chunks.
 * Order matters: the first matching group wins (priority decides ties).
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 40,
  },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 30,
  },
  // zod parses every answer, so it loads with every page (the contract's schemas are written with
  // zod/mini: only the parts of zod they use are bundled); the form library only with forms.
  { name: 'vendor-zod', test: /node_modules[\\/](zod|@standard-schema)[\\/]/, priority: 25 },
  {
    name: 'vendor-forms',
    test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
    priority: 20,
  },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
];

const screens = screenChunks([
  { name: 'start-up', roots: ['src/main.tsx'] },
  { name: 'auth', roots: ['src/app/routes/auth.tsx'] },
  { name: 'member', roots: ['src/app/routes/member-layout.tsx'] },
  { name: 'dashboard', roots: ['src/app/routes/dashboard.tsx'] },
  { name: 'payments', roots: ['src/app/routes/payments-centre.tsx'] },
  { name: 'reservations', roots: ['src/app/routes/my-reservations.tsx'] },
]);

/**
 * The member entry (src/main.tsx) stays out of the start-up chunk: the console's entry imports
 * that chunk's shared modules (ui, i18n), and must not run the member app's start with them.
 */
const consoleSafeScreens = {
  ...screens.group,
  name: (id: string) =>
    id.replaceAll('\\', '/').endsWith('/src/main.tsx') ? null : screens.group.name(id),
};

/** The first screens worth preloading for (paths from src/lib/paths.ts, chunks from the routes). */
const authScreen: FirstScreen = {
  paths: ['/', '/login', '/register'],
  modules: ['src/app/routes/auth.tsx'],
  texts: ['src/i18n/locales/{lang}/auth.ts'],
};
/** `texts`: the member catalogue parts the route loads (src/app/member-routes.ts). */
const memberScreen = (paths: string[], route: string, texts: string[]): FirstScreen => ({
  paths,
  modules: ['src/app/routes/member-layout.tsx', route],
  memberModules: ['src/features/profile/api/profile.ts'],
  texts: texts.map((part) => `src/i18n/locales/{lang}/${part}.ts`),
});
const dashboardScreen = memberScreen(['/dashboard'], 'src/app/routes/dashboard.tsx', ['member']);

/** A member screen prerendered inside the member layout (its stylesheets with it). */
const memberPrerender = (path: string, route: string) => ({
  path,
  member: true,
  modules: ['src/app/routes/member-layout.tsx', route],
});

/** In development and preview, the console's pages (/staff, /staff/...) get its own HTML. */
const consolePages: Plugin = {
  name: 'mp:console-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/staff(\/|\?|$)/.test(req.url)) req.url = '/staff.html';
      next();
    });
  },
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/staff(\/|\?|$)/.test(req.url)) req.url = '/staff.html';
      next();
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    consolePages,
    screens.plugin,
    routePreload({
      visitor: [authScreen],
      member: [
        dashboardScreen,
        memberScreen(['/my-vida-vacations-payments'], 'src/app/routes/payments-centre.tsx', [
          'member',
          'member-areas',
        ]),
        memberScreen(['/my-reservations'], 'src/app/routes/my-reservations.tsx', ['member']),
      ],
      visitorFallback: authScreen,
      memberFallback: dashboardScreen,
      catalogue: {
        visitor: 'src/i18n/locales/{lang}/visitor.ts',
        languages: ['en', 'es'],
      },
      sessionKey: 'mp.token',
      languageKey: 'lang',
      earlyInput: fileURLToPath(new URL('./src/app/early-input.ts', import.meta.url)),
    }),
    // The sign-in page and the member layout with its first screens, painted before any script
    // (docs/decisions.md "First screens prerendered"); the server picks the page by path and language.
    prerender({
      entry: 'src/prerender.tsx',
      alias: { '@': src },
      languages: ['en', 'es'],
      screens: [
        { path: '/', member: false, modules: ['src/app/routes/auth.tsx'] },
        { path: '/login', member: false, modules: ['src/app/routes/auth.tsx'] },
        memberPrerender('/dashboard', 'src/app/routes/dashboard.tsx'),
        memberPrerender('/my-vida-vacations-payments', 'src/app/routes/payments-centre.tsx'),
        memberPrerender('/my-reservations', 'src/app/routes/my-reservations.tsx'),
      ],
    }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every image is a file of its own: the CSP need not allow data: URLs, and SVGs cache apart.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The staff console is an entry of its own (staff.html, src/staff): members never load its
      // code. The member app comes first: route-preload takes the first entry as the start-up.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        staff: fileURLToPath(new URL('./staff.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: [...vendorGroups, consoleSafeScreens] } },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
