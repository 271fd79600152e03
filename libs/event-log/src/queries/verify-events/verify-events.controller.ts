import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { verifyHashChain, type ChainReport, type ExpectedHead } from '@pennant/event-store';
import {
  Access,
  ApiDoc,
  BadDataError,
  boolean,
  integer,
  InvalidOperationError,
  nullable,
  object,
  string,
  type PennantConfig,
  type Schema,
} from '@pennant/platform';

/** The chain report (ADR 0050: the OpenAPI document shows it; typed as the report the verifier returns). */
const chainReportAnswer: Schema<ChainReport> = object(
  {
    ok: boolean(),
    checked: integer({ min: 0 }),
    headHash: nullable(string()),
    headPosition: integer({ min: 0 }),
    firstBroken: nullable(object({ position: integer(), eventId: string(), reason: string() }, { strict: true })),
    missingTail: nullable(object({ recordedPosition: integer(), recordedBy: string(), reason: string() }, { strict: true })),
  },
  { strict: true },
);

/** `?expectedHeadPosition=&expectedHeadHash=`: a head kept from an earlier report, both or neither. */
function expectedHeadOf(query: Record<string, unknown>): ExpectedHead | null {
  const { expectedHeadPosition: position, expectedHeadHash: hash } = query;
  if (position === undefined && hash === undefined) return null;
  if (typeof position !== 'string' || !/^[1-9][0-9]{0,15}$/.test(position) || typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) {
    throw new BadDataError('expectedHeadPosition (a position ≥ 1) and expectedHeadHash (64 hex characters) go together.', [
      { path: 'query.expectedHeadHash', message: 'give both expectedHeadPosition and expectedHeadHash' },
    ]);
  }
  return { position: Number(position), hash };
}

/**
 * GET /api/admin/events/verify (ADMIN): recomputes the log's hash chain (ADR 0013) and reports
 * the first broken link, the number of events checked, the head hash to anchor elsewhere, and a
 * missing tail (the log ends before the projection checkpoints or the expected head).
 * Reads the whole log in batches; answers 200 whether or not the chain holds (`ok`).
 */
@Controller('api/admin/events/verify')
export class VerifyEventsController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary: 'Verify the tamper-evident hash chain of the event log (optionally against a head kept from an earlier report)',
    tag: 'Events',
    query: { expectedHeadPosition: { type: 'string' }, expectedHeadHash: { type: 'string' } },
    errors: [400, 403],
    response: chainReportAnswer.json,
  })
  async verify(@QueryParam() query: Record<string, unknown>): Promise<ChainReport> {
    if (this.config.eventStore !== 'postgres')
      throw new InvalidOperationError(
        'The hash chain is kept by the PostgreSQL event store; with EVENT_STORE=esdb there is none to verify.',
      );
    return verifyHashChain(this.pool, 2000, expectedHeadOf(query));
  }
}
