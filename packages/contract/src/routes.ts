import { z } from 'zod';
import { type ErrorCatalogueName, SERVICE_UNAVAILABLE_STATUS } from './errors.ts';
import {
  captchaChallengeSchema,
  emailBodySchema,
  forgotResultSchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetBodySchema,
  resetParamsSchema,
  tokenSchema,
  verifyParamsSchema,
  verifyQuerySchema,
} from './schemas/access.ts';
import { profileSchema } from './schemas/profile.ts';
import { contactReasonSchema, faqSchema, hotelSchema } from './schemas/reference.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once (CONVENTIONS rule 2). `response` is the success body, `status` its
 * code; `errors` names the spec's status -> message catalogue the client applies on failure.
 */
export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  status: number;
  errors: ErrorCatalogueName;
  summary: string;
  /** Rate limit bucket (SECURITY.md: per IP and per e-mail on the access calls). */
  rateLimit?: 'login' | 'register' | 'forgot' | 'reset' | 'resend' | 'verify' | 'refresh';
  /**
   * 4xx answers of the call's own logic, beyond those its shape implies (see
   * `routeErrorStatuses`): login's 403 "not verified" and 409 "member id", for example.
   */
  errorStatuses?: readonly number[];
}

/** Keeps each declaration's exact type, so a route without a body has no `body` at all. */
const route = <const D extends RouteDef>(def: D) => def;

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const noContent = z.undefined();

export const routes = {
  captchaChallenge: route({
    method: 'GET',
    path: '/api/v1/captcha',
    auth: false,
    response: data(captchaChallengeSchema),
    status: 200,
    errors: 'default',
    summary: 'A fresh captcha challenge for the login and register forms',
  }),
  login: route({
    method: 'POST',
    path: '/api/v1/login',
    auth: false,
    body: loginBodySchema,
    response: data(tokenSchema),
    status: 201,
    errors: 'login',
    summary: 'Sign in',
    rateLimit: 'login',
    errorStatuses: [403, 409],
  }),
  refreshToken: route({
    method: 'POST',
    path: '/api/v1/token/refresh',
    auth: false,
    body: refreshBodySchema,
    response: data(tokenSchema),
    status: 201,
    errors: 'default',
    summary: 'Rotate the refresh token and get a new access token',
    rateLimit: 'refresh',
    errorStatuses: [401],
  }),
  register: route({
    method: 'POST',
    path: '/api/v1/users',
    auth: false,
    body: registerBodySchema,
    response: data(registerResultSchema),
    status: 201,
    errors: 'authentication',
    summary: 'Register a new account',
    rateLimit: 'register',
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/v1/users/passwords',
    auth: false,
    body: emailBodySchema,
    response: data(forgotResultSchema),
    status: 201,
    errors: 'password',
    summary: 'Send a password reset code (same answer whether or not the e-mail exists)',
    rateLimit: 'forgot',
  }),
  checkPasswordReset: route({
    method: 'GET',
    path: '/api/v1/users/passwords/:token',
    auth: false,
    params: resetParamsSchema,
    response: noContent,
    status: 204,
    errors: 'password',
    summary: 'Whether a reset link can still take a code (400 token_invalid when it cannot)',
    rateLimit: 'reset',
  }),
  resetPassword: route({
    method: 'PUT',
    path: '/api/v1/users/passwords/:token',
    auth: false,
    params: resetParamsSchema,
    body: resetBodySchema,
    response: noContent,
    status: 204,
    errors: 'password',
    summary: 'Set a new password with the e-mailed code',
    rateLimit: 'reset',
  }),
  verifyEmail: route({
    method: 'PUT',
    path: '/api/v1/account/verify/:id/:hash',
    auth: false,
    params: verifyParamsSchema,
    query: verifyQuerySchema,
    response: data(z.object({ message: z.string() })),
    status: 200,
    errors: 'verifyEmail',
    summary: 'Verify an e-mail address from the signed link',
    rateLimit: 'verify',
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/v1/account/verify/resend-validation',
    auth: false,
    body: emailBodySchema,
    response: noContent,
    status: 204,
    errors: 'authentication',
    summary: 'Send a new verification link (same answer whether or not the e-mail exists)',
    rateLimit: 'resend',
  }),
  logout: route({
    method: 'POST',
    path: '/api/v1/logout',
    auth: true,
    response: noContent,
    status: 204,
    errors: 'default',
    summary: 'Sign out: the session is revoked at once',
  }),
  profile: route({
    method: 'GET',
    path: '/api/v1/profile',
    auth: true,
    response: data(profileSchema),
    status: 200,
    errors: 'default',
    summary: 'The signed-in member profile with visible contracts and counters',
    // The account was removed while its access token still lived.
    errorStatuses: [404],
  }),
  faqs: route({
    method: 'GET',
    path: '/api/v1/faqs',
    auth: true,
    response: data(z.array(faqSchema)),
    status: 200,
    errors: 'default',
    summary: 'FAQs in the request language',
  }),
  contactReasons: route({
    method: 'GET',
    path: '/api/v1/contact_reasons',
    auth: true,
    response: data(z.array(contactReasonSchema)),
    status: 200,
    errors: 'default',
    summary: 'Contact reasons in the request language',
  }),
  reservationHotels: route({
    method: 'GET',
    path: '/api/v1/reservation_hotels',
    auth: true,
    response: data(z.array(hotelSchema)),
    status: 200,
    errors: 'default',
    summary: 'Hotels with their unit types, in the request language',
  }),
} as const;

export type Routes = typeof routes;

/**
 * The error statuses a call answers, for its documentation: 400 when it takes input (a failed
 * check), 401 when it needs a session, 404 when it has path parameters (one longer than any id
 * we issue names nothing), 429 when it is rate limited, its own `errorStatuses`, and 503.
 */
export function routeErrorStatuses(def: RouteDef): number[] {
  const statuses = new Set<number>(def.errorStatuses);
  if (def.params || def.query || def.body) statuses.add(400);
  if (def.auth) statuses.add(401);
  if (def.params) statuses.add(404);
  if (def.rateLimit) statuses.add(429);
  statuses.add(SERVICE_UNAVAILABLE_STATUS);
  return [...statuses].sort((a, b) => a - b);
}
export type RouteName = keyof Routes;

/** What a caller passes: params, query and body, each only when the route declares it. */
export type RouteInput<R extends RouteDef> = (R extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (R extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: never }) &
  (R extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });
/** The parsed (server-side) shape of a declared part. */
export type RouteParsed<R extends RouteDef, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;
export type RouteOutput<R extends RouteDef> = z.output<R['response']>;

/** Fill `:name` segments, URL-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
