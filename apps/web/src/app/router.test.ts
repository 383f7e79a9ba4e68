import type { DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ routers: [] as object[] }));
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: () => {
    const router = { made: made.routers.length + 1 };
    made.routers.push(router);
    return router as unknown as DataRouter;
  },
}));

describe('the browser router', () => {
  it('is made on first use, not when the start-up imports it, and only once', async () => {
    const { appRouter } = await import('./router');
    // main.tsx makes it in a task of its own, after the start-up's modules ran (docs/performance.md).
    expect(made.routers).toEqual([]);
    const router = appRouter();
    expect(appRouter()).toBe(router);
    expect(made.routers).toEqual([router]);
  });
});
