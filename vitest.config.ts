import { defineConfig } from 'vitest/config';

/** The API's test projects: the real server on a database of their own per file. */
const api = {
  root: './apps/api',
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/setup-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/** One project per package (the API's in three); `npm run test:unit` runs them all. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // One module graph per worker, not per file: every file builds its own app and database,
        // so nothing is shared but the code; the run takes half the time (imports were 30% of
        // it). A file that replaces a module (vi.mock) is `*.isolated.test.ts`, in the next one.
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/resilience/**', '**/*.isolated.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          ...api,
          name: 'api-isolated',
          include: ['test/**/*.isolated.test.ts'],
          exclude: ['test/resilience/**'],
        },
      },
      {
        // `npm run test:resilience`: SECURITY.md's promises under bad input, foreign ids, abuse
        // and faults (issue 11). Part of `npm test`; CI runs it again on PostgreSQL and Redis.
        test: {
          ...api,
          name: 'resilience',
          include: ['test/resilience/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      // Measurements on a large database (docs/performance.md), never part of `npm test`: only
      // with BENCH_DATABASE_URL, run by `npx vitest run --project bench`.
      ...(process.env.BENCH_DATABASE_URL
        ? [
            {
              test: { ...api, name: 'bench', include: ['bench/**/*.test.ts'] },
            },
          ]
        : []),
    ],
  },
});
