import { array, boolean, integer, nullable, object, oneOf, optional, record, string, validate, type Schema } from '@pennant/platform';
import { upsertSegmentSchema } from '@pennant/segments';
import { schemaProblems, type JsonSchema } from '../../apps/console/src/api/operation-rule';
import { OPERATIONS, SCHEMAS } from '../../apps/console/src/api/operations.gen';

/** The API's refusal details for a value, or [] when it accepts it. */
function apiProblems<T>(schema: Schema<T>, value: unknown): string[] {
  try {
    validate(schema, value);
    return [];
  } catch (error) {
    return ((error as { details?: Array<{ message: string }> }).details ?? []).map((d) => d.message);
  }
}

const consoleProblems = <T>(schema: Schema<T>, value: unknown) =>
  schemaProblems(schema.json as JsonSchema, value, 'body').map((p) => p.message);

/**
 * The console checks request bodies with the JSON schema the API publishes (ADR 0042); here the
 * two are given the same schemas and values and must refuse the same way, in the same words.
 */
describe('the console body check', () => {
  const sut = object({
    name: string({ minLength: 1, maxLength: 5, pattern: /^[a-z]+$/, patternHint: 'must be lower-case letters' }),
    description: optional(nullable(string({ maxLength: 3 }))),
    kind: optional(oneOf(['a', 'b'] as const)),
    count: optional(integer({ min: 1, max: 9 })),
    on: optional(boolean()),
    items: optional(array(string({ minLength: 2 }), { maxItems: 2 })),
    params: optional(record(string({ maxLength: 2 }), { maxKeys: 2, key: string() })),
  });

  it.each([
    ['a valid body', { name: 'abc', description: null, kind: 'a', count: 3, on: true, items: ['xy'], params: { k: 'v' } }],
    ['a missing required field', {}],
    ['a too long string', { name: 'abcdefgh' }],
    ['an empty string', { name: '' }],
    ['a pattern miss, in the API’s words', { name: 'ABC' }],
    ['a nullable string too long', { name: 'a', description: 'long' }],
    ['a value outside an enum', { name: 'a', kind: 'c' }],
    ['an integer out of range', { name: 'a', count: 10 }],
    ['a fraction for an integer', { name: 'a', count: 1.5 }],
    ['a string for a boolean', { name: 'a', on: 'yes' }],
    ['too many items', { name: 'a', items: ['ab', 'cd', 'ef'] }],
    ['a bad item', { name: 'a', items: ['x'] }],
    ['a bad record value', { name: 'a', params: { k: 'long' } }],
    ['too many record keys', { name: 'a', params: { a: '1', b: '2', c: '3' } }],
    ['not an object', 'text'],
  ])('judges %s as the API does', (_what, value) => {
    expect(consoleProblems(sut, value)).toEqual(apiProblems(sut, value));
  });

  it('follows the published schema into the named schemas it refers to (ADR 0063)', () => {
    const body = OPERATIONS['post /api/admin/segments']?.body;
    expect(body).toEqual({ $ref: '#/components/schemas/upsertSegmentSchema' });
    const segment = { name: 's', constraints: [{ contextName: 'userId', operator: 'NOT_AN_OPERATOR', values: ['a'] }] };
    const problems = schemaProblems(body as JsonSchema, segment, 'body', [], SCHEMAS).map((p) => p.message);
    expect(problems).toEqual(apiProblems(upsertSegmentSchema, segment));
    expect(problems).toEqual([expect.stringContaining('body.constraints[0].operator must be one of NOT_IN, IN')]);
    expect(() => schemaProblems({ $ref: '#/components/schemas/noSuchSchema' }, {}, 'body', [], SCHEMAS)).toThrow('noSuchSchema');
  });

  it('has the published body schema of every form the console checks', () => {
    for (const key of [
      'post /api/admin/segments',
      'put /api/admin/segments/{id}',
      'post /api/admin/signal-endpoints',
      'post /api/admin/signal-endpoints/{id}/tokens',
      'post /api/admin/projects/{projectId}/actions',
      'post /api/admin/user-admin',
      'post /api/admin/api-tokens',
      'post /api/admin/tag-types',
      'post /api/admin/context',
    ]) {
      const ref = OPERATIONS[key]?.body?.$ref;
      expect(SCHEMAS[ref?.replace('#/components/schemas/', '') ?? '']).toMatchObject({ type: 'object' });
    }
    expect(SCHEMAS.createSignalEndpointSchema.properties?.name?.['x-pattern-hint']).toContain('URL-friendly');
  });
});
