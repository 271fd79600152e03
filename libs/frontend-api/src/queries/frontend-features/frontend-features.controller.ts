import { createHash } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Post, Query as QueryParam, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from '@pennant/client-api';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, NoAccessError, type Principal } from '@pennant/platform';
import { frontendFeaturesAnswer, type FrontendFeaturesAnswer } from './frontend-features.response';
import { readContext } from './frontend-features-context.schema';
import { FrontendEvaluator } from './frontend-features-evaluator.service';

/** Admin tokens (`*` environment) evaluate in the context's environment, else this one (as the client API). */
const ADMIN_TOKEN_ENVIRONMENT = 'development';

export function frontendScope(principal: Principal): { environment: string | null; projects: string[] } {
  if (principal.type !== 'frontend' && principal.type !== 'admin')
    throw new NoAccessError('invalid token: expected a different token type for this endpoint');
  return { environment: principal.environment === '*' ? null : principal.environment, projects: principal.projects };
}

const TOGGLES_DOC = {
  summary: 'Flags enabled for a context, evaluated server-side (frontend or admin token; ETag/If-None-Match)',
  tag: 'Frontend',
  errors: [400, 401, 403],
  response: frontendFeaturesAnswer.json,
};

/** The POST forms' body: the context under `context` (read by readContext, which words its own refusals). */
const FRONTEND_CONTEXT_BODY = { title: 'frontendApiContextRequestSchema', type: 'object', properties: { context: { type: 'object' } } };

/**
 * The frontend API (ADR 0022): browsers and mobile apps hold a frontend token and get
 * the flags that are on for their context, with the chosen variant — never the rules. The token
 * fixes environment and projects; the context comes from the query (GET) or `{context}` (POST).
 */
@Controller('api/frontend')
export class FrontendFeaturesController {
  constructor(private readonly evaluator: FrontendEvaluator) {}

  @Access.frontend()
  @Get()
  @ApiDoc({
    ...TOGGLES_DOC,
    query: { userId: { type: 'string' }, sessionId: { type: 'string' }, appName: { type: 'string' }, currentTime: { type: 'string' } },
  })
  async get(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() query: unknown,
    @Req() request: FastifyRequest,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.answer(principal, readContext(query, 'query', request.ip), ifNoneMatch, reply);
  }

  @Access.frontend()
  @Get('features')
  @ApiDoc({
    ...TOGGLES_DOC,
    query: { userId: { type: 'string' }, sessionId: { type: 'string' }, appName: { type: 'string' }, currentTime: { type: 'string' } },
  })
  async getFeatures(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() query: unknown,
    @Req() request: FastifyRequest,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.get(principal, query, request, ifNoneMatch, reply);
  }

  @Access.frontend()
  @Post()
  @HttpCode(200)
  @ApiDoc({ ...TOGGLES_DOC, body: FRONTEND_CONTEXT_BODY })
  async post(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new BadDataError('Request validation failed: body must be an object {context?}', [
        { path: 'body', message: 'body must be an object {context?}' },
      ]);
    const context = (body as { context?: unknown }).context;
    if (context === null)
      throw new BadDataError('Request validation failed: body.context must be an object', [
        { path: 'body.context', message: 'body.context must be an object' },
      ]);
    return this.answer(principal, readContext(context, 'body.context', request.ip), ifNoneMatch, reply);
  }

  @Access.frontend()
  @Post('features')
  @HttpCode(200)
  @ApiDoc({ ...TOGGLES_DOC, body: FRONTEND_CONTEXT_BODY })
  async postFeatures(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.post(principal, body, request, ifNoneMatch, reply);
  }

  private async answer(
    principal: Principal,
    context: ReturnType<typeof readContext>,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
  ) {
    const scope = frontendScope(principal);
    // The token's environment wins over the context's (Unleash overrides it too).
    const environment = scope.environment ?? context.environment ?? ADMIN_TOKEN_ENVIRONMENT;
    const toggles = await this.evaluator.evaluate(environment, scope.projects, { ...context, environment });
    const body = JSON.stringify({ toggles } satisfies FrontendFeaturesAnswer);
    // The answer depends on the context (and the time), so the ETag is the answer's own digest.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', etag);
    void reply.header('cache-control', 'no-cache');
    if (notModified(ifNoneMatch, etag)) {
      void reply.code(304);
      return undefined;
    }
    void reply.type('application/json; charset=utf-8');
    return body;
  }
}
