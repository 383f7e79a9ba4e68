import { z } from 'zod/mini';
import { data, noContent, route } from '../http/route.ts';

/**
 * The session's token and the calls that renew and end it, apart from the sign-in forms' schemas
 * (schemas.ts): every screen needs these (the web client keeps and refreshes the session, a
 * member's screens sign out), only the sign-in screens need the forms', so the start-up and the
 * member screens do not build them (docs/performance.md "The start-up in two tasks").
 */
export const tokenSchema = z.object({
  access_token: z.string(),
  expires_at: z.iso.datetime(),
  refresh_token: z.string(),
});
export type Token = z.infer<typeof tokenSchema>;

export const refreshBodySchema = z.object({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const refreshTokenRoute = route({
  method: 'POST',
  path: '/api/v1/token/refresh',
  access: 'public',
  body: refreshBodySchema,
  response: data(tokenSchema),
  status: 201,
  errors: 'default',
  summary: 'Rotate the refresh token and get a new access token',
  rateLimited: true,
  errorStatuses: [401],
});

export const logoutRoute = route({
  method: 'POST',
  path: '/api/v1/logout',
  access: 'member',
  response: noContent,
  status: 204,
  errors: 'default',
  summary: 'Sign out: the session is revoked at once',
});
