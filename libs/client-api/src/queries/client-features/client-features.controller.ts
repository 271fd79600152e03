import { Controller, Get, Headers, Param, Query as QueryParam, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { ClientFeaturesService } from './client-features.service';
import {
  clientFeatureAnswer,
  clientFeatures,
  clientFeaturesAnswer,
  etagOf,
  notModified,
  type ClientFeature,
} from './client-features.response';
import { CLIENT_QUERY_DOC, clientQueryOf } from './client-features-query.schema';
import { sendKeptJson, type KeptBody } from './client-features-json.response';
import { ClientDeltaHub } from '../client-deltas/client-deltas-hub.service';

export { acceptsGzip } from './client-features-json.response';

/**
 * GET /api/client/features[/{name}] for SDKs (client and admin tokens): the token's projects and
 * environment, enabled strategies only, segments by client spec, ETag / If-None-Match → 304.
 */
@Controller('api/client/features')
export class ClientFeaturesController {
  /** Serialised answers by ETag (which names the revision and the query), newest kept; gzipped once when first asked for. */
  private readonly bodies = new Map<string, KeptBody>();

  constructor(
    private readonly service: ClientFeaturesService,
    private readonly deltas: ClientDeltaHub,
  ) {}

  @Access.client()
  @Get()
  @ApiDoc({
    summary:
      'Flag configuration for SDKs (client or admin token; ETag/If-None-Match; `fetch-mode: streaming` only with CLIENT_STREAMING_HINT)',
    tag: 'Client',
    query: CLIENT_QUERY_DOC,
    errors: [400, 401, 403],
    response: clientFeaturesAnswer.json,
  })
  async features(
    @CurrentPrincipal() principal: Principal,
    @QueryParam() raw: Record<string, unknown>,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const query = clientQueryOf(principal, raw, headers);
    // Answered before any snapshot is read: no SQL in the process leading the projections.
    const current = await this.service.revision();
    const etag = etagOf(query, current.id);
    void reply.header('etag', etag);
    if (notModified(headers['if-none-match'], etag)) {
      void reply.code(304);
      return undefined;
    }
    const { snapshot, revision } = await this.service.snapshot(query.environment, current);
    // SDKs of one scope poll the same answer: serialise it once per ETag (a revision, a query).
    let body = this.bodies.get(etag);
    if (body === undefined) {
      body = { json: JSON.stringify(clientFeatures(snapshot, query, revision.number, etag)) };
      if (this.bodies.size >= 64) this.bodies.delete(this.bodies.keys().next().value as string);
      this.bodies.set(etag, body);
    }
    // Only when the operator asks for it, and never to a poll whose filters the stream drops (ADR 0058).
    if (this.deltas.hintsStreaming(raw)) void reply.header('fetch-mode', 'streaming');
    return sendKeptJson(reply, headers['accept-encoding'], body);
  }

  @Access.client()
  @Get(':featureName')
  @ApiDoc({
    summary: 'One flag for SDKs; 404 when not visible to the token',
    tag: 'Client',
    errors: [401, 403, 404],
    response: clientFeatureAnswer.json,
  })
  async feature(
    @CurrentPrincipal() principal: Principal,
    @Param('featureName') featureName: string,
    @Headers() headers: Record<string, string | undefined>,
  ): Promise<ClientFeature> {
    const query = clientQueryOf(principal, {}, headers);
    const { snapshot, revision } = await this.service.snapshot(query.environment);
    const found = clientFeatures(snapshot, { ...query, namePrefix: featureName }, revision.number, '').features.find(
      (f) => f.name === featureName,
    );
    if (!found) throw new NotFoundError(`Could not find a flag named "${featureName}" visible to this token.`);
    return found;
  }
}
