import { Controller, Get, Headers, Inject, Query as QueryParam, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import {
  Access,
  ApiDoc,
  CurrentPrincipal,
  keepAuthorized,
  NotFoundError,
  RateLimitError,
  startSse,
  type PennantConfig,
  type Principal,
} from '@pennant/platform';
import { CLIENT_QUERY_DOC, clientQueryOf } from '../client-features/client-features-query.schema';
import { queryHash } from '../client-features/client-features.response';
import { ClientDeltaHub } from './client-deltas-hub.service';
import { ClientStream } from './client-deltas-stream.service';
import { deltaQuery } from './client-deltas-events.response';
import { lastEventIdOf } from './client-deltas-revision.logic';

/** How long an SDK waits before reconnecting (sent as `retry:`; the Node SDK backs off from there). */
const RETRY_MS = 2000;

/**
 * `GET /api/client/streaming`: Unleash's streaming mode as Server-Sent Events — `unleash-connected`
 * with a hydration, then `unleash-updated` frames with the deltas, `id:` = the revision, resumable
 * with Last-Event-ID (ADR 0037). Refusals happen before the reply is hijacked and are rendered as
 * `{id, name, message}`: 404 while streaming is off and 429 at the per-node cap (the SDK falls
 * back to polling at once on both).
 */
@Controller('api/client/streaming')
export class ClientStreamingController {
  constructor(
    private readonly hub: ClientDeltaHub,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  @Access.client()
  @Get()
  @ApiDoc({
    summary: 'Flag changes for streaming SDKs (Server-Sent Events; resumable with Last-Event-ID; client or admin token)',
    tag: 'Client',
    query: CLIENT_QUERY_DOC,
    errors: [400, 401, 403, 404, 429],
    stream: true,
  })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() raw: Record<string, unknown>,
    @Headers() headers: Record<string, string | undefined>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { enabled, maxConnections, heartbeatSeconds } = this.config.clientStreaming;
    if (!enabled)
      throw new NotFoundError(
        'Streaming is turned off on this service (CLIENT_STREAMING=false): poll GET /api/client/features or /api/client/delta.',
      );
    const query = clientQueryOf(principal, raw, headers);
    const stream = new ClientStream(query, queryHash(deltaQuery(query)), 0, reply.raw);
    const release = this.hub.open(stream);
    if (!release)
      throw new RateLimitError(`Too many open SDK streams (at most ${maxConnections} per node): poll instead, or retry later.`, 5);
    let first: { cursor: number; frame: string };
    try {
      first = await this.hub.firstFrame(query, stream.key, lastEventIdOf(request.headers['last-event-id']));
    } catch (error) {
      release();
      throw error;
    }
    stream.cursor = first.cursor;
    startSse(reply, `retry: ${RETRY_MS}\n\n${first.frame}`);
    if (first.frame !== '')
      this.hub.frameWritten(
        first.frame.startsWith('event: unleash-connected') ? 'unleash-connected' : 'unleash-updated',
        Buffer.byteLength(first.frame),
      );
    // A deleted or expired token, or one that lost its scope, ends the stream within a second (ADR 0029).
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
