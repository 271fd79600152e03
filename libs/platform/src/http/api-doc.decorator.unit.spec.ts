import { API_DOC, ApiDoc } from './api-doc.decorator';
import { dateTime } from './answer-schema';
import { integer, named, object, optional, string, validate } from '@pennant/kernel';

const thingSchema = named(
  'thingSchema',
  object({ id: integer({ min: 1 }), name: string(), createdAt: dateTime(), note: optional(string()) }, { strict: true }),
);

class Things {
  @ApiDoc({ summary: 'one thing', response: thingSchema })
  async get(): Promise<{ id: number; name: string; createdAt: string }> {
    return { id: 1, name: 'a', createdAt: new Date(0).toISOString() };
  }

  // The compiler refuses a handler whose answer is not the documented schema's type (`npm run typecheck` checks this line).
  // @ts-expect-error name is missing from the answer
  @ApiDoc({ summary: 'not a thing', response: thingSchema })
  async drifted(): Promise<{ id: number; createdAt: string }> {
    return { id: 1, createdAt: new Date(0).toISOString() };
  }
}

describe('ApiDoc with a response schema', () => {
  it('stores the JSON Schema, named, for the generator', () => {
    const doc = Reflect.getMetadata(API_DOC, Things.prototype.get) as { response: Record<string, unknown> };
    expect(doc.response).toEqual(thingSchema.json);
    expect(doc.response).toMatchObject({
      title: 'thingSchema',
      type: 'object',
      required: ['id', 'name', 'createdAt'],
      additionalProperties: false,
    });
    expect((doc.response.properties as Record<string, unknown>).createdAt).toEqual({ type: 'string', format: 'date-time' });
  });

  it('checks date-times when parsing', () => {
    expect(() => validate(thingSchema, { id: 1, name: 'a', createdAt: 'yesterday' })).toThrow('body.createdAt must be a date-time string');
    expect(validate(thingSchema, { id: 1, name: 'a', createdAt: '2026-01-01T00:00:00.000Z' }).createdAt).toBe('2026-01-01T00:00:00.000Z');
  });
});
