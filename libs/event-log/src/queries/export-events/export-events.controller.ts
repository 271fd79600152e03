import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Controller, Get, Inject, Query as QueryParam, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { exportEvents, type ExportFilter } from '@pennant/event-store';
import { EVENT_TYPES } from '@pennant/events';
import { Access, ApiDoc, BadDataError, InvalidOperationError, logger, type PennantConfig } from '@pennant/platform';

const POSITION = /^\d{1,18}$/;
const DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const PROJECT = /^[A-Za-z0-9._~-]{1,100}$/;

function refuse(name: string, message: string): never {
  const path = `query.${name}`;
  throw new BadDataError(`Request validation failed: ${path} ${message}`, [{ path, message: `${path} ${message}` }]);
}

function one(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') refuse(name, 'must be given once');
  return value;
}

/** The filter of `pennant events export`, validated for HTTP (400 with the parameter's path). */
export function exportFilter(query: Record<string, unknown>): ExportFilter {
  const filter: ExportFilter = {};
  for (const name of ['from', 'to'] as const) {
    const value = one(query, name);
    if (value === undefined) continue;
    if (!POSITION.test(value) && !(DATE.test(value) && !Number.isNaN(new Date(value).getTime())))
      refuse(name, 'must be an event id or an ISO date-time');
    filter[name] = value;
  }
  const project = one(query, 'project');
  if (project !== undefined) {
    if (!PROJECT.test(project)) refuse('project', `must match ${PROJECT.source}`);
    filter.project = project;
  }
  const type = one(query, 'type');
  if (type !== undefined) {
    if (!(EVENT_TYPES as readonly string[]).includes(type)) refuse('type', 'must be an event type of the catalog');
    filter.type = type;
  }
  return filter;
}

/**
 * GET /api/admin/events/export (ADMIN): `pennant events export` for operators without a shell —
 * the (filtered) log as NDJSON in position order, streamed with backpressure (constant memory),
 * each line the stored event with its chain hash. A full export restores with `pennant events
 * import` into an empty database (docs/operations.md "Backup and restore").
 */
@Controller('api/admin/events/export')
export class ExportEventsController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary:
      'The event log as NDJSON (one stored event per line, with its chain hash), streamed; filters from/to (exclusive/inclusive event id or ISO time), project, type',
    tag: 'Events',
    query: { from: { type: 'string' }, to: { type: 'string' }, project: { type: 'string' }, type: { type: 'string' } },
    errors: [400, 403],
    ndjson: true,
  })
  export(@QueryParam() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): PassThrough {
    if (this.config.eventStore !== 'postgres')
      throw new InvalidOperationError('Export reads the PostgreSQL event store; with EVENT_STORE=esdb use `pennant events copy`.');
    const filter = exportFilter(query);
    const out = new PassThrough();
    void reply.type('application/x-ndjson; charset=utf-8');
    void reply.header('content-disposition', 'attachment; filename="pennant-events.ndjson"');
    const write = (line: string) => (out.write(line) ? undefined : once(out, 'drain').then(() => undefined));
    exportEvents(this.pool, filter, write).then(
      () => out.end(),
      (error: unknown) => {
        // Headers are gone: cut the stream so the client sees an incomplete download, not a clean end.
        logger.warn('event export failed', { error: error instanceof Error ? error.message : String(error) });
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return out;
  }
}
