import { Controller, Get, Inject, Query as QueryParam, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import { Access, ApiDoc, keepAuthorized, RateLimitError, startSse, type PennantConfig } from '@pennant/platform';
import { EventStreamHub } from './event-stream.hub';
import { SseSession } from './sse-session';
import { parseStreamRequest, STREAM_QUERY_DOC } from './stream-request';

/** How long an EventSource waits before reconnecting (sent as `retry:`). */
const RETRY_MS = 2000;

/**
 * `GET /api/admin/events/stream`: the public event log as Server-Sent Events (ADR 0015).
 * Everything that can fail — validation, the stream cap, reading the head — fails before the
 * reply is hijacked, so the global error filter renders it as `{id, name, message}`.
 */
@Controller('api/admin/events')
export class EventStreamController {
  constructor(
    private readonly hub: EventStreamHub,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  @Access.permission('ADMIN')
  @Get('stream')
  @ApiDoc({
    summary: 'Live stream of the event log (Server-Sent Events; resumable with Last-Event-ID)',
    tag: 'Events',
    query: STREAM_QUERY_DOC,
    errors: [400, 403, 429],
    stream: true,
  })
  async stream(@QueryParam() query: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const filter = parseStreamRequest(query, request.headers['last-event-id']);
    const start = filter.after ?? (await this.hub.currentHead());
    let session: SseSession | null = null;
    const release = this.hub.open({ end: () => session?.end() });
    if (!release)
      throw new RateLimitError(`Too many open event streams (at most ${this.config.eventStreamMaxClients} per node). Retry later.`, 5);
    session = new SseSession(this.hub, reply.raw, filter, start, this.config.eventStreamHeartbeatSeconds * 1000);
    startSse(reply, `retry: ${RETRY_MS}\n: stream after ${start}\n\n`);
    // A revoked or expired credential, or a lowered role, ends the stream within a second (ADR 0029).
    const stopWatching = keepAuthorized(request, () => session?.end());
    session.start(() => {
      stopWatching();
      release();
    });
  }
}
