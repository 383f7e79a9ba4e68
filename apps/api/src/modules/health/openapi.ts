import { STATUS_CODES } from 'node:http';
import { LANGUAGES } from '@mp/contract/constants';
import { type ErrorCatalogueName, errorBodySchema, statusMessage } from '@mp/contract/errors';
import { type RouteAccess, type RouteDef, routeErrorStatuses } from '@mp/contract/http/route';
import { AREAS, type RouteName, routes } from '@mp/contract/routes';
import { STAFF_SESSION_COOKIE } from '@mp/contract/staff/constants';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../platform/http/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { healthSchema, readySchema, unreadySchema } from './health-schemas.ts';

/** Each route's tag: the area whose table declares it. */
const TAGS = new Map(
  AREAS.flatMap((area) => Object.keys(area.routes).map((name) => [name, area.name] as const)),
);

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const retryAfter = (description: string) => ({
  'Retry-After': { description, schema: { type: 'integer', minimum: 1 } },
});

/** What the client does with an error status, in words, from the call's catalogue. */
function errorResponse(catalogue: ErrorCatalogueName, status: number) {
  const mapped = statusMessage(catalogue, status);
  const shown =
    mapped !== 'concat'
      ? `The client shows: "${translate('en', mapped ?? 'error_generic')}"`
      : "The client shows the answer's message (or its per-field messages).";
  const why: Record<number, string> = {
    400: 'The input failed a check (per-field messages in `errors`) or was refused.',
    401: 'No live session for the bearer token (or, on a staff call, the staff session cookie).',
    403: 'Refused for this account (for example not verified, or disabled; on a staff call, a permission the role lacks or a change without its CSRF header): see the key.',
    404: 'Nothing of that name exists.',
    409: 'A step the member must take first: see the key.',
    429: 'Too many attempts: try again after the seconds in Retry-After (also in the message).',
    503: `The database (or the captcha provider) cannot answer now: try again after Retry-After (${RETRY_AFTER_SECONDS} s).`,
  };
  return {
    description: `${STATUS_CODES[status] ?? 'Error'}. ${why[status] ?? 'See the key.'} ${shown}`,
    ...(status === 429 && { headers: retryAfter('Seconds until the next attempt counts.') }),
    ...(status === 503 && { headers: retryAfter('Seconds to wait before trying again.') }),
    content: json(ERROR_SCHEMA),
  };
}

function parametersOf(schema: z.core.$ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function accessText(access: RouteAccess): string {
  if (access === 'public') return 'Public: no token.';
  if (access === 'member') return 'Needs the bearer access token from login.';
  if (access === 'staff_pending') return 'Staff: the session cookie after the password.';
  if (access === 'staff')
    return 'Staff: a signed-in session (cookie; changes need the CSRF header).';
  if ('scope' in access)
    return `The club's system: an API key with the scope ${access.scope} (Authorization: Bearer mpk_...); rate limited per key.`;
  return `Staff with the permission ${access.permission} (cookie; changes need the CSRF header).`;
}

function describeOperation(def: RouteDef): string {
  return [
    `${def.summary}.`,
    accessText(def.access),
    def.rateLimited && 'Rate limited per IP (and per e-mail address where one is sent).',
  ]
    .filter(Boolean)
    .join(' ');
}

function operationOf(name: RouteName, def: RouteDef) {
  return {
    operationId: name,
    tags: [TAGS.get(name) ?? 'other'],
    summary: def.summary,
    description: describeOperation(def),
    security:
      def.access === 'public'
        ? []
        : def.access === 'member'
          ? [{ bearer: [] }]
          : typeof def.access === 'object' && 'scope' in def.access
            ? [{ integrationKey: [] }]
            : [{ staffSession: [] }],
    parameters: [
      ...parametersOf(def.params, 'path'),
      ...parametersOf(def.query, 'query'),
      { $ref: '#/components/parameters/XLanguage' },
      { $ref: '#/components/parameters/AcceptLanguage' },
    ],
    ...(def.body && {
      requestBody: { required: true, content: json(toSchema(def.body, 'input')) },
    }),
    responses: {
      [def.status]:
        def.status === 204
          ? { description: 'Done; no content.' }
          : def.binary
            ? {
                description: 'The file.',
                content: { [def.binary]: { schema: { type: 'string', format: 'binary' } } },
              }
            : { description: 'Success.', content: json(toSchema(def.response, 'output')) },
      ...(def.alternateStatus && {
        [def.alternateStatus.status]: {
          description: def.alternateStatus.summary,
          content: json(toSchema(def.response, 'output')),
        },
      }),
      ...Object.fromEntries(
        routeErrorStatuses(def).map((status) => [status, errorResponse(def.errors, status)]),
      ),
      default: {
        description: `Unexpected failure (500): the answer carries a request_id to quote. The client shows: "${translate('en', 'error_generic')}"`,
        content: json(ERROR_SCHEMA),
      },
    },
  };
}

const healthOperations = {
  '/healthz': {
    get: {
      operationId: 'healthz',
      tags: ['health'],
      summary: 'Liveness: the process answers',
      description: 'Answers 200 while the process runs, whatever the database does.',
      security: [],
      responses: {
        200: {
          description: 'The process is alive.',
          content: json(toSchema(healthSchema, 'output')),
        },
      },
    },
  },
  '/readyz': {
    get: {
      operationId: 'readyz',
      tags: ['health'],
      summary: 'Readiness: the database answers too',
      description:
        'Load balancers send traffic only while this answers 200: the database answered a ping.',
      security: [],
      responses: {
        200: {
          description: 'Ready; names the database in use.',
          content: json(toSchema(readySchema, 'output')),
        },
        503: {
          description: 'The database does not answer: keep traffic away.',
          content: json(toSchema(unreadySchema, 'output')),
        },
      },
    },
  },
};

/** OpenAPI 3.1 built from the contract's route table: the API shape is never written twice. */
export function buildOpenApi(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = { ...healthOperations };
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: operationOf(name, def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member Passport API',
      version: '1.0',
      description:
        'The member portal of the club. Every error answers `{message, key}` (and `errors` per field on a failed check), the message in the request language: `X-Language`, else `Accept-Language`, else English.',
      contact: { name: 'Member Passport', url: publicUrl },
    },
    servers: [{ url: publicUrl }],
    tags: [
      ...AREAS.map(({ name, description }) => ({ name, description })),
      { name: 'health', description: 'Probes for load balancers and orchestrators' },
    ],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access token from login or refresh.',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description:
            'The staff console session (HttpOnly, SameSite=Strict, path /api/staff), after the password and the second factor; changes also send X-CSRF-Token.',
        },
        integrationKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An API key of the club's system (mpk_ + 43 characters), created by an admin in the console with its scopes; shown once, rotatable, revocable.",
        },
      },
      parameters: {
        XLanguage: {
          name: 'X-Language',
          in: 'header',
          required: false,
          description: 'The language of messages; wins over Accept-Language.',
          schema: { type: 'string', enum: [...LANGUAGES] },
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description:
            'Used without X-Language: Spanish for any Spanish tag (es, es-MX), else English.',
          schema: { type: 'string' },
          example: 'es-MX,es;q=0.9,en;q=0.8',
        },
      },
      schemas: { Error: toSchema(errorBodySchema, 'output') },
    },
    paths,
  };
}
