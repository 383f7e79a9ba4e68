import { defineConfig } from 'vitest/config';

/** One project per package; `npm run test:unit` runs them all. */
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
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/resilience/**', '**/*.isolated.test.ts'],
          isolate: false,
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-isolated',
          root: './apps/api',
          include: ['test/**/*.isolated.test.ts'],
          exclude: ['test/resilience/**'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:resilience`: SECURITY.md's promises under bad input, foreign ids, abuse
        // and faults (issue 11). Part of `npm test`; CI runs it again on PostgreSQL and Redis.
        test: {
          name: 'resilience',
          root: './apps/api',
          include: ['test/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      // Measurements on a large database (docs/performance.md), never part of `npm test`: only
      // with BENCH_DATABASE_URL, run by `npx vitest run --project bench`.
      ...(process.env.BENCH_DATABASE_URL
        ? [
            {
              test: {
                name: 'bench',
                root: './apps/api',
                include: ['bench/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['./test/global-setup.ts'],
                setupFiles: ['./test/setup-env.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
