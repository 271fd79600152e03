import { Controller, Get, Headers, Query as QueryParam, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { CLIENT_QUERY_DOC, clientQueryOf } from '../client-features/client-features-query.schema';
import { sendKeptJson } from '../client-features/client-features-json.response';
import { ClientDeltaHub } from './client-deltas-hub.service';
import { clientDeltaAnswer } from './client-deltas-events.response';
import { deltaEtag, heldRevision } from './client-deltas-revision.logic';

/**
 * `GET /api/client/delta`: Unleash's delta polling (`mode: {type: 'polling', format: 'delta'}`).
 * The ETag is the revision the answer brings the SDK to; with the revision it holds in
 * If-None-Match it gets only what changed since (`feature-updated`, `feature-removed`,
 * `segment-updated`, `segment-removed`), 304 when nothing it sees did, and a `hydration` when it
 * holds none, an unknown one or one older than the kept changes (ADR 0037).
 */
@Controller('api/client/delta')
export class ClientDeltaController {
  constructor(private readonly hub: ClientDeltaHub) {}

  @Access.client()
  @Get()
  @ApiDoc({
    summary: 'Flag changes for delta-polling SDKs since the revision in If-None-Match (hydration first; client or admin token)',
    tag: 'Client',
    query: CLIENT_QUERY_DOC,
    response: clientDeltaAnswer.json,
    errors: [400, 401, 403],
  })
  async delta(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() raw: Record<string, unknown>,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const query = clientQueryOf(principal, raw, headers);
    const { revision, body } = await this.hub.answer(query, heldRevision(headers['if-none-match']));
    void reply.header('etag', deltaEtag(revision.head));
    if (body === null) {
      void reply.code(304);
      return undefined;
    }
    if (this.hub.hintsStreaming(raw)) void reply.header('fetch-mode', 'streaming');
    return sendKeptJson(reply, headers['accept-encoding'], body);
  }
}
