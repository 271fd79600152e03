import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  Access,
  AccessCollaborators,
  configureHttp,
  requireAccessDeclarations,
  type AccessPolicy,
  type TokenResolver,
} from '@pennant/platform';

/** Deny by default — a route that declares no access stops the application at start. */

@Controller('declared')
class DeclaredController {
  @Access.public()
  @Get()
  ok() {
    return { ok: true };
  }
}

const calls: string[] = [];

@Controller('guarded')
class GuardedController {
  @Access.permission('ADMIN')
  @Get()
  guarded() {
    calls.push('guarded');
    return { reached: true };
  }
}

@Module({ controllers: [GuardedController] })
class GuardedModule {}

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

  it('a refusal ends the request: the route never runs, even with an async onSend hook in the pipeline', async () => {
    const adapter = new FastifyAdapter();
    requireAccessDeclarations(adapter.getInstance());
    const app = await NestFactory.create<NestFastifyApplication>(GuardedModule, adapter, { logger: false, abortOnError: false });
    await app.init();
    const nobody: TokenResolver = { resolve: async () => null };
    const allowAll: AccessPolicy = { check: () => null };
    configureHttp(app, { tokens: nobody, policy: allowAll, collaborators: new AccessCollaborators(), authFailuresPerMinute: 0 });
    // A later async onSend hook gives the route time to run if the refusal did not end the request.
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onSend', async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
    for (const headers of [{}, { authorization: 'wrong' }]) {
      const res = await app.inject({ method: 'GET', url: '/guarded', headers });
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body).name).toBe('AuthenticationRequired');
    }
    expect(calls).toEqual([]);
    await app.close();
  });

  it('refuses to start when a route declares none, naming it', async () => {
    await expect(start(UndeclaredModule)).rejects.toThrow(/GET \/undeclared\/forgotten declares no access/);
  });
});
