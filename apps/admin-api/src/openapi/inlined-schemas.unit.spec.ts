import { Body, Controller, Post, Put } from '@nestjs/common';
import { Access, ApiDoc, named, object, string } from '@pennant/platform';
import { buildOpenApi } from './build-openapi';
import { inlinedSchemas } from './inlined-schemas';

/** Two routes that take the same body; `thing` is that body's schema, named or not. */
function documentOf(thing: { json: Record<string, unknown> }) {
  @Controller('api/admin/things')
  class ThingsController {
    @Access.permission('ADMIN')
    @Post()
    @ApiDoc({ summary: 'create', body: thing.json })
    create(@Body() body: unknown) {
      return body;
    }

    @Access.permission('ADMIN')
    @Put(':id')
    @ApiDoc({ summary: 'replace', body: thing.json })
    replace(@Body() body: unknown) {
      return body;
    }
  }
  return buildOpenApi([ThingsController], '0') as Parameters<typeof inlinedSchemas>[0] & {
    components: { schemas: Record<string, unknown> };
  };
}

const fields = { name: string({ minLength: 1 }), colour: string() };

describe('inlinedSchemas (ADR 0063)', () => {
  it('finds a shape that two operations write out in full', () => {
    const sut = documentOf(object(fields));
    const found = inlinedSchemas(sut);
    expect(found).toHaveLength(1);
    expect(found[0].places).toEqual(['post /api/admin/things body application/json', 'put /api/admin/things/{id} body application/json']);
    expect(found[0].schema).toMatchObject({ type: 'object', required: ['name', 'colour'] });
  });

  it('finds nothing once the shape is named: both operations refer to its one component', () => {
    const sut = documentOf(named('thingSchema', object(fields)));
    expect(inlinedSchemas(sut)).toEqual([]);
    const body = (method: string, path: string) =>
      (sut.paths[path][method] as { requestBody: { content: { 'application/json': { schema: unknown } } } }).requestBody.content[
        'application/json'
      ].schema;
    expect(body('post', '/api/admin/things')).toEqual({ $ref: '#/components/schemas/thingSchema' });
    expect(body('put', '/api/admin/things/{id}')).toEqual({ $ref: '#/components/schemas/thingSchema' });
    expect(sut.components.schemas.thingSchema).toMatchObject({ type: 'object', properties: { name: { type: 'string', minLength: 1 } } });
  });

  it('finds a shape repeated inside components, but not its parts again', () => {
    const part = object({ id: string(), label: string() });
    const sut = documentOf(named('pairSchema', object({ left: part, right: part })));
    const found = inlinedSchemas(sut);
    expect(found.map((f) => f.places)).toEqual([['#/components/schemas/pairSchema/0', '#/components/schemas/pairSchema/1']]);
  });

  it('leaves field types alone: strings and enums may repeat', () => {
    const sut = documentOf(named('flagSchema', object({ a: string({ maxLength: 5 }), b: string({ maxLength: 5 }) })));
    expect(inlinedSchemas(sut)).toEqual([]);
  });
});
