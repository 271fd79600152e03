import { Controller, Get, Inject, Query as QueryParam, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import { ClientDeltaHub, lastEventIdOf, queryHash, type ClientQuery } from '@pennant/client-api';
import {
  Access,
  ApiDoc,
  BadDataError,
  CurrentPrincipal,
  keepAuthorized,
  NotFoundError,
  RateLimitError,
  startSse,
  type PennantConfig,
  type Principal,
} from '@pennant/platform';
import { scopeOf } from '../evaluate-flags/evaluate-flags-caller.logic';
import { OfrepChangeStream, refetchFrame } from './flag-changes-stream.service';

/** How long a provider's EventSource waits before reconnecting (`retry:`). */
const RETRY_MS = 2000;

/** A query parameter given once, if at all (a repeated one is refused, as on every route). */
function single(raw: Record<string, unknown>, name: string, maxLength: number): string | null {
  const value = raw[name];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length > maxLength)
    throw new BadDataError(`Request validation failed: query.${name} must be one string of at most ${maxLength} characters`, [
      { path: `query.${name}`, message: `query.${name} must be one string of at most ${maxLength} characters` },
    ]);
  return value;
}

function sinceOf(raw: unknown): number | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw))
    throw new BadDataError('Request validation failed: query.since must be a revision (digits)', [
      { path: 'query.since', message: 'query.since must be a revision (digits)' },
    ]);
  return Number(raw);
}

/**
 * `GET /api/ofrep/event-stream`: OFREP's change notification for browser providers (its ADR
 * 0008, named in bulk answers' `eventStreams`): `refetchEvaluation` once a change concerns what
 * the token sees, fed by the change journal that drives SDK streaming (ADR 0037, 0062). The
 * frontend token comes in the `token` parameter (EventSource sends no headers) or Authorization;
 * the stream ends within a second once the token is deleted or expires. It starts from `since`
 * (the revision of the answer that named it) or Last-Event-ID: a change in between is sent at
 * once. Streams share the node's SDK stream cap (429 beyond; 404 while CLIENT_STREAMING=false).
 */
@Controller('api/ofrep/event-stream')
export class OfrepChangesController {
  constructor(
    private readonly hub: ClientDeltaHub,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  @Access.frontend({ queryCredential: 'token' })
  @Get()
  @ApiDoc({
    summary:
      'OFREP change notification (Server-Sent Events: refetchEvaluation; resumable with Last-Event-ID; a frontend or admin token in `token` or Authorization)',
    tag: 'OpenFeature (OFREP)',
    query: { token: { type: 'string' }, since: { type: 'string', pattern: '^\\d{1,15}$' } },
    errors: [400, 401, 403, 404, 429],
    stream: true,
  })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() raw: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { enabled, maxConnections, heartbeatSeconds } = this.config.clientStreaming;
    if (!enabled) throw new NotFoundError('Change streams are turned off on this service (CLIENT_STREAMING=false): providers poll.');
    single(raw, 'token', 1000);
    const since = sinceOf(single(raw, 'since', 15) ?? undefined);
    const environment = single(raw, 'environment', 100);
    const scope = scopeOf(principal, environment);
    const query: ClientQuery = {
      environment: scope.environment,
      projects: [...scope.projects],
      namePrefix: null,
      tags: [],
      segmentIds: true,
    };
    const key = queryHash(query);
    const stream = new OfrepChangeStream(query, key, 0, reply.raw);
    const release = this.hub.open(stream);
    if (!release) throw new RateLimitError(`Too many open change streams (at most ${maxConnections} per node): retry later.`, 5);
    let first: { cursor: number; frame: string };
    try {
      first = await this.hub.firstFrame(query, key, lastEventIdOf(request.headers['last-event-id']) ?? since);
    } catch (error) {
      release();
      throw error;
    }
    stream.cursor = first.cursor;
    startSse(reply, `retry: ${RETRY_MS}\n\n${first.frame === '' ? '' : refetchFrame(first.cursor)}`);
    // A deleted or expired token ends the stream within a second (ADR 0029).
    const stopWatching = keepAuthorized(request, () => stream.end());
    stream.start(
      heartbeatSeconds * 1000,
      (bytes) => this.hub.heartbeatWritten(bytes),
      () => {
        stopWatching();
        release();
      },
    );
    this.hub.attach(stream);
  }
}
