import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Access, requireAccessDeclarations } from '@pennant/platform';

/** Issue 25 §1: deny by default — a route that declares no access stops the application at start. */

@Controller('declared')
class DeclaredController {
  @Access.public()
  @Get()
  ok() {
    return { ok: true };
  }
}

@Controller('undeclared')
class UndeclaredController {
  @Get('forgotten')
  forgotten() {
    return { leaked: true };
  }
}

@Module({ controllers: [DeclaredController] })
class DeclaredModule {}

@Module({ controllers: [DeclaredController, UndeclaredController] })
class UndeclaredModule {}

async function start(module: object): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter();
  requireAccessDeclarations(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, { logger: false, abortOnError: false });
  await app.init();
  return app;
}

describe('access declarations', () => {
  it('starts when every route declares its access', async () => {
    const app = await start(DeclaredModule);
    expect((await app.inject({ method: 'GET', url: '/declared' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses to start when a route declares none, naming it', async () => {
    await expect(start(UndeclaredModule)).rejects.toThrow(/GET \/undeclared\/forgotten declares no access/);
  });
});
