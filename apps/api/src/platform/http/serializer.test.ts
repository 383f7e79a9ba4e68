import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const route = {
  schema: z.object({ data: z.object({ id: z.number(), name: z.string().nullable() }) }),
  method: 'GET',
  url: '/api/v1/example',
  httpStatus: '200',
};

describe('response serializer', () => {
  it('checked: writes a body the contract declares, exactly as the service built it', () => {
    const write = createSerializerCompiler('checked')(route);
    expect(write({ data: { id: 1, name: null } })).toBe('{"data":{"id":1,"name":null}}');
  });

  it('checked: refuses a field the contract does not declare, naming where', () => {
    const write = createSerializerCompiler('checked')(route);
    expect(() => write({ data: { id: 1, name: 'Ana', passwordHash: 'x' } })).toThrow(
      /GET \/api\/v1\/example: .*\$\.data\.passwordHash is not in the contract/,
    );
  });

  it('checked: refuses a value of the wrong type', () => {
    const write = createSerializerCompiler('checked')(route);
    expect(() => write({ data: { id: '1', name: null } })).toThrow();
  });

  it('plain: writes what the service built, unchecked (production)', () => {
    const write = createSerializerCompiler('plain')(route);
    expect(write({ data: { id: 1, name: 'Ana', extra: true } })).toBe(
      '{"data":{"id":1,"name":"Ana","extra":true}}',
    );
  });
});
