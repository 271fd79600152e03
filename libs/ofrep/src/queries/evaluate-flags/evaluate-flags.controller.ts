import { createHash } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Inject, Param, Post, Query as QueryParam, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import { ClientDeltaHub, notModified } from '@pennant/client-api';
import {
  Access,
  ApiDoc,
  CLOCK,
  CurrentPrincipal,
  ExtendErrorBody,
  RateLimitError,
  type Clock,
  type PennantConfig,
  type Principal,
} from '@pennant/platform';
import { readOfrepContext, MAX_KEY_LENGTH, MAX_VALUE_LENGTH } from './evaluate-flags-context.schema';
import { OfrepEvaluator } from './evaluate-flags-evaluator.service';
import { ofrepErrorBody, OfrepRequestError } from './evaluate-flags.errors';
import { ofrepBulkEvaluationAnswer, ofrepEvaluationAnswer } from './evaluate-flags.response';
import { callerKey, callerSecret, scopeOf } from './evaluate-flags-caller.logic';
import { OfrepRateLimiter } from './evaluate-flags-rate-limiter.service';
import { eventStreamUri } from '../flag-changes/flag-changes-uri.logic';

/** OFREP's request body, as its document states it (`context` with a string `targetingKey`; other fields free); one component (ADR 0063). */
const REQUEST_BODY = {
  title: 'ofrepEvaluationRequestSchema',
  type: 'object',
  required: ['context'],
  properties: {
    context: {
      type: 'object',
      required: ['targetingKey'],
      properties: { targetingKey: { type: 'string', maxLength: MAX_VALUE_LENGTH } },
      additionalProperties: true,
    },
  },
};

const TOKENS = 'a client or frontend token (or an admin token) in Authorization (Bearer) or X-API-Key';

/** An SSE-triggered refetch's metadata (ADR 0008 of OFREP): checked, then not needed (ADR 0062). */
function checkRefetchMetadata(query: Record<string, unknown>): void {
  for (const name of ['flagConfigEtag', 'flagConfigLastModified']) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 256)
      throw new OfrepRequestError('PARSE_ERROR', `query.${name} must be one string of at most 256 characters`, `query.${name}`);
  }
}

/**
 * The OpenFeature Remote Evaluation Protocol (OFREP 0.3.0, ADR 0062): OpenFeature's providers
 * in any language evaluate Pennant's flags — one flag for server-side (dynamic-context)
 * providers, every flag for browser and mobile (static-context) providers, with ETag/304 and,
 * for frontend tokens, a change stream that tells the provider to fetch again.
 */
@Controller('ofrep/v1/evaluate/flags')
export class OfrepEvaluationController {
  constructor(
    private readonly evaluator: OfrepEvaluator,
    private readonly hub: ClientDeltaHub,
    private readonly limiter: OfrepRateLimiter,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Access.sdk()
  @ExtendErrorBody(ofrepErrorBody)
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: `OFREP bulk evaluation: every flag for a context (${TOKENS}; ETag/If-None-Match → 304)`,
    tag: 'OpenFeature (OFREP)',
    body: REQUEST_BODY,
    query: { flagConfigEtag: { type: 'string', maxLength: 256 }, flagConfigLastModified: { type: 'string', maxLength: 256 } },
    response: ofrepBulkEvaluationAnswer.json,
    errors: [400, 401, 403, 429],
  })
  async bulk(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @QueryParam() query: Record<string, unknown>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    this.limit(request);
    checkRefetchMetadata(query);
    const asked = readOfrepContext(body, request.ip);
    const scope = scopeOf(principal, asked.environment);
    // Streams for frontend tokens (browsers: EventSource cannot send headers, and a frontend token is no secret).
    const streams = principal.type === 'frontend' && this.config.clientStreaming.enabled;
    // The revision is read before the flags: a change after it reaches the stream, which starts from it.
    const since = streams ? (await this.hub.current()).head : null;
    const flags = await this.evaluator.evaluateAll(scope, asked.context, asked.appName ?? principal.actor.name);
    const metadata = { environment: scope.environment };
    const content = JSON.stringify({ flags, metadata });
    // The answer depends on the context and the time: the ETag is its own digest (the stream's position is not part of it).
    const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (notModified(ifNoneMatch, etag)) {
      void reply.code(304);
      return undefined;
    }
    void reply.type('application/json; charset=utf-8');
    if (since === null) return content;
    const eventStreams = [{ type: 'sse', endpoint: { requestUri: eventStreamUri(callerSecret(request), since) } }];
    return `${content.slice(0, -1)},"eventStreams":${JSON.stringify(eventStreams)}}`;
  }

  @Access.sdk()
  @ExtendErrorBody(ofrepErrorBody)
  @Post(':key')
  @HttpCode(200)
  @ApiDoc({
    summary: `OFREP single-flag evaluation for a context (${TOKENS}); an unknown flag is 404 FLAG_NOT_FOUND`,
    tag: 'OpenFeature (OFREP)',
    body: REQUEST_BODY,
    response: ofrepEvaluationAnswer.json,
    errors: [400, 401, 403, 404, 429],
  })
  async single(
    @CurrentPrincipal() principal: Principal,
    @Param('key') key: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    this.limit(request);
    if (key.length > MAX_KEY_LENGTH)
      throw new OfrepRequestError('PARSE_ERROR', `params.key must be at most ${MAX_KEY_LENGTH} characters`, 'params.key');
    const asked = readOfrepContext(body, request.ip);
    const scope = scopeOf(principal, asked.environment);
    const answer = await this.evaluator.evaluateOne(scope, key, asked.context, asked.appName ?? principal.actor.name);
    void reply.type('application/json; charset=utf-8');
    // A flag whose payload cannot be an OFREP value is the request's failure here (in a bulk answer, that flag's).
    if ('errorCode' in answer) throw new OfrepRequestError('PARSE_ERROR', answer.errorDetails, 'flag');
    return JSON.stringify(answer);
  }

  /** A token past its rate: 429 with Retry-After, before any work. */
  private limit(request: FastifyRequest): void {
    const taken = this.limiter.take(callerKey(request), this.clock.now().getTime());
    if (!taken.allowed)
      throw new RateLimitError(`Too many OFREP requests for this token; retry in ${taken.retryAfterSeconds} s.`, taken.retryAfterSeconds);
  }
}
