import { createBrowserRouter, type DataRouter } from 'react-router';
import { appRoutes } from './routes-config';

let router: DataRouter | undefined;

/**
 * The browser's router, made on first use rather than at import: making it (ranking every route,
 * matching the first location, starting its loaders) is the start-up's second-longest piece of
 * work, and main.tsx runs it in a task of its own after the modules' evaluation
 * (docs/performance.md "The start-up in two tasks").
 */
export function appRouter(): DataRouter {
  router ??= createBrowserRouter(appRoutes);
  return router;
}
