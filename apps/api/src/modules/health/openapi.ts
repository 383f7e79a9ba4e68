import { errorBodySchema } from '@mp/contract/errors';
import { routes } from '@mp/contract/routes';
import { z } from 'zod';

/** OpenAPI 3.1 built from the contract's route table: the API shape is never written twice. */
export function buildOpenApi(publicUrl: string) {
  const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(routes)) {
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters = [
      ...('params' in route && route.params
        ? Object.keys((route.params as z.ZodObject).shape).map((p) => ({
            name: p,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          }))
        : []),
      ...('query' in route && route.query
        ? Object.keys((route.query as z.ZodObject).shape).map((q) => ({
            name: q,
            in: 'query',
            required: true,
            schema: { type: 'string' },
          }))
        : []),
      { name: 'X-Language', in: 'header', required: false, schema: { enum: ['en', 'es'] } },
    ];
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: name,
        summary: route.summary,
        ...(route.auth && { security: [{ bearer: [] }] }),
        parameters,
        ...('body' in route &&
          route.body && {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body, 'input') } },
            },
          }),
        responses: {
          [route.status]:
            route.status === 204
              ? { description: 'No content' }
              : {
                  description: 'Success',
                  content: { 'application/json': { schema: toSchema(route.response, 'output') } },
                },
          default: {
            description: 'Error',
            content: { 'application/json': { schema: toSchema(errorBodySchema, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Member Passport API', version: '1.0' },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
