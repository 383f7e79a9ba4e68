import { isDeepStrictEqual } from 'node:util';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * How a success body is written (issue 23, "the fixed cost"). Every service builds its answer
 * from the contract's types, field by field; the contract's zod schema re-checked each answer on
 * its way out, which cost 7% of the profile call. Now:
 * - `checked` (tests, development): the body is encoded by the contract's schema as before, and
 *   it must come out the same as the service wrote it: a field the contract does not declare (a
 *   column leaking through), a value of the wrong type or a transform the plain writer would miss
 *   fails the request with the route and the difference, so every call the test suite makes
 *   proves the plain writer right for it.
 * - `plain` (production): `JSON.stringify` of what the service built.
 */
export type ResponseCheck = 'checked' | 'plain';

export function createSerializerCompiler(mode: ResponseCheck): typeof zodSerializerCompiler {
  return (route) => {
    if (mode === 'plain') return (data: unknown) => JSON.stringify(data);
    const encode = zodSerializerCompiler(route);
    return (data: unknown) => {
      const encoded = encode(data);
      const plain = JSON.stringify(data);
      if (plain !== encoded && !isDeepStrictEqual(JSON.parse(plain), JSON.parse(encoded))) {
        throw new Error(
          `${route.method} ${route.url}: the answer differs from its contract's encoding (undeclared field or transformed value): ${firstDifference(JSON.parse(plain), JSON.parse(encoded))}`,
        );
      }
      return plain;
    };
  };
}

/** The path of the first place two JSON values differ, for the error above. */
function firstDifference(written: unknown, contract: unknown, path = '$'): string {
  if (typeof written !== 'object' || written === null || typeof contract !== 'object' || !contract)
    return `${path}: ${JSON.stringify(written)?.slice(0, 80)} vs ${JSON.stringify(contract)?.slice(0, 80)}`;
  const w = written as Record<string, unknown>;
  const c = contract as Record<string, unknown>;
  for (const key of new Set([...Object.keys(w), ...Object.keys(c)])) {
    if (!(key in c)) return `${path}.${key} is not in the contract`;
    if (!isDeepStrictEqual(w[key], c[key]))
      return firstDifference(w[key], c[key], `${path}.${key}`);
  }
  return path;
}
