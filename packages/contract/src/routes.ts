import { accessRoutes } from './access/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { referenceRoutes } from './reference/routes.ts';

/**
 * Every call of every area, for the server and the OpenAPI document only: the web imports the
 * route module of the area it calls, so no screen ships another area's schemas.
 */
export const routes = { ...accessRoutes, ...profileRoutes, ...referenceRoutes } as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
