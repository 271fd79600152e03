import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthenticationRequired, type Principal } from '@pennant/kernel';

/** The authenticated caller (set by the onRequest hook of configureHttp). */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<FastifyRequest>().principal;
  if (!principal) throw new AuthenticationRequired();
  return principal;
});
