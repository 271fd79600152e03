import { Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Access, ApiDoc, integer, named, object } from '@pennant/platform';
import { installResponseValidator } from './response-validator';

const thingSchema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } }, additionalProperties: false };
/** A component that refers to another (ADR 0063): the answer's `$ref`s resolve in the document. */
const partSchema = named('partSchema', object({ id: integer() }, { strict: true }));
const wholeSchema = named('wholeSchema', object({ part: partSchema }, { strict: true }));

@Controller('api/admin/things')
class ThingsController {
  @Access.public()
  @Get(':name')
  @ApiDoc({ summary: 'One thing', response: thingSchema })
  one() {
    return { name: 'a' };
  }

  @Access.public()
  @Get(':name/broken')
  @ApiDoc({ summary: 'A thing answered with an undocumented property', response: thingSchema })
  broken() {
    return { name: 'a', extra: 1 };
  }

  @Access.public()
  @Post(':name/touch')
  @ApiDoc({ summary: 'Answers 200 without a body', noBody: true })
  @HttpCode(200)
  touch(@Param('name') name: string) {
    return name === 'leaky' ? { oops: true } : undefined;
  }

  @Access.public()
  @Get(':name/whole')
  @ApiDoc({ summary: 'A thing made of named parts', response: wholeSchema.json })
  whole(@Param('name') name: string) {
    return { part: { id: name === 'bad' ? 'one' : 1 } };
  }

  @Access.public()
  @Get()
  @ApiDoc({ summary: 'Undocumented answer' })
  list() {
    return [{ anything: true }];
  }
}

@Module({ imports: [DiscoveryModule], controllers: [ThingsController] })
class ThingsModule {}

describe('response validator (tests only)', () => {
  let app: NestFastifyApplication;
  const mismatches: string[] = [];
  let stderr: jest.SpyInstance;

  beforeAll(async () => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(), { logger: false });
    await app.init();
    installResponseValidator(app, mismatches);
  });
  afterAll(async () => {
    await app.close();
    stderr.mockRestore();
  });

  it('passes an answer that matches its documented schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/things/a' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'a' });
  });

  it('turns a mismatching answer into a 500 naming the route and the first error, and records it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/things/a/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ name: 'ResponseSchemaMismatch' });
    expect(res.json().message).toContain('GET /api/admin/things/{name}/broken answered 200');
    expect(res.json().message).toContain('must NOT have additional properties');
    expect(mismatches).toEqual([res.json().message]);
  });

  it('leaves answers without a documented schema alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/things' });
    expect(res.statusCode).toBe(200);
    expect(mismatches).toHaveLength(1);
  });

  it('holds an answer documented without a body to an empty one', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/things/a/touch' })).statusCode).toBe(200);
    const leaky = await app.inject({ method: 'POST', url: '/api/admin/things/leaky/touch' });
    expect(leaky.statusCode).toBe(500);
    expect(leaky.json().message).toContain(
      'POST /api/admin/things/{name}/touch answered 200 with a body that does not match its documented schema: documented without a body',
    );
    expect(mismatches).toHaveLength(2);
  });

  it('follows references from component to component', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/things/a/whole' })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/things/bad/whole' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json().message).toContain('GET /api/admin/things/{name}/whole answered 200');
    expect(bad.json().message).toContain('/part/id must be integer');
    expect(mismatches).toHaveLength(3);
  });
});
