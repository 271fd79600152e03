import { Controller, Get, Headers, Param, Query as QueryParam, Res } from '@nestjs/common';
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, NoAccessError, NotFoundError, type Principal } from '@pennant/platform';
import { ClientFeaturesService } from './client-features.service';
import { clientFeatures, etagOf, notModified, supportsSegmentIds, type ClientQuery } from './client-response';

/** Admin tokens (`*` environment) read this environment unless the query names one (ADR 0019). */
const ADMIN_TOKEN_ENVIRONMENT = 'development';
const NAME = /^[A-Za-z0-9._~-]{1,100}$/;
const TAG = /^[^:\s]{1,100}:.{1,100}$/;

function list(value: unknown, name: string, pattern: RegExp): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v !== 'string' || !pattern.test(v)) {
      const path = `query.${name}`;
      throw new BadDataError(`Request validation failed: ${path} is invalid`, [{ path, message: `${path} must match ${pattern.source}` }]);
    }
  }
  return values as string[];
}

function single(value: unknown, name: string, pattern: RegExp): string | null {
  const values = list(value, name, pattern);
  if (values.length > 1) {
    const path = `query.${name}`;
    throw new BadDataError(`Request validation failed: ${path} must be given once`, [{ path, message: `${path} must be given once` }]);
  }
  return values[0] ?? null;
}

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * GET /api/client/features[/{name}] for SDKs (client and admin tokens): the token's projects and
 * environment, enabled strategies only, segments by client spec, ETag / If-None-Match → 304.
 */
@Controller('api/client/features')
export class ClientFeaturesController {
  /** Serialised answers by ETag (which names the revision and the query), newest kept; gzipped once when first asked for. */
  private readonly bodies = new Map<string, { json: string; gzip?: Buffer }>();

  constructor(private readonly service: ClientFeaturesService) {}

  @Access.client()
  @Get()
  @ApiDoc({
    summary: 'Flag configuration for SDKs (client or admin token; ETag/If-None-Match)',
    tag: 'Client',
    query: { project: { type: 'array', items: { type: 'string' } }, namePrefix: { type: 'string' }, tag: { type: 'array', items: { type: 'string' } }, environment: { type: 'string' } },
    errors: [400, 401, 403],
  })
  async features(@CurrentPrincipal() principal: Principal, @QueryParam() raw: Record<string, unknown>, @Headers() headers: Record<string, string | undefined>, @Res({ passthrough: true }) reply: FastifyReply) {
    const query = this.query(principal, raw, headers);
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
    void reply.type('application/json; charset=utf-8');
    void reply.header('vary', 'accept-encoding');
    // SDKs accept gzip (the Node SDK's fetch asks for it): compressed once per answer, it is ~10× fewer bytes to copy.
    if (acceptsGzip(headers['accept-encoding'])) {
      body.gzip ??= gzipSync(body.json, { level: 6 });
      void reply.header('content-encoding', 'gzip');
      return body.gzip;
    }
    return body.json;
  }

  @Access.client()
  @Get(':featureName')
  @ApiDoc({ summary: 'One flag for SDKs; 404 when not visible to the token', tag: 'Client', errors: [401, 403, 404] })
  async feature(@CurrentPrincipal() principal: Principal, @Param('featureName') featureName: string, @Headers() headers: Record<string, string | undefined>) {
    const query = this.query(principal, {}, headers);
    const { snapshot, revision } = await this.service.snapshot(query.environment);
    const found = clientFeatures(snapshot, { ...query, namePrefix: featureName }, revision.number, '').features.find((f) => f.name === featureName);
    if (!found) throw new NotFoundError(`Could not find a flag named "${featureName}" visible to this token.`);
    return found;
  }

  private query(principal: Principal, raw: Record<string, unknown>, headers: Record<string, string | undefined>): ClientQuery {
    if (principal.type !== 'client' && principal.type !== 'admin') throw new NoAccessError('invalid token: the client API needs a client or admin API token');
    const asked = list(raw.project, 'project', NAME);
    const scope = principal.projects;
    const projects = scope.includes('*') ? (asked.length ? asked : ['*']) : asked.length ? asked.filter((p) => scope.includes(p)) : scope;
    const requestedEnvironment = single(raw.environment, 'environment', NAME);
    const environment = principal.environment === '*' ? (requestedEnvironment ?? ADMIN_TOKEN_ENVIRONMENT) : principal.environment;
    return {
      environment,
      projects: [...new Set(projects)].sort(),
      namePrefix: single(raw.namePrefix, 'namePrefix', /^.{1,100}$/),
      tags: [...new Set(list(raw.tag, 'tag', TAG))].sort(),
      segmentIds: supportsSegmentIds(headers['unleash-client-spec']),
    };
  }
}
