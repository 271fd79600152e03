import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { PENNANT_CONFIG, PG_POOL } from '@pennant/core';
import { verifyHashChain, type ChainReport } from '@pennant/event-store';
import { Access, ApiDoc, InvalidOperationError, type PennantConfig } from '@pennant/platform';

/**
 * GET /api/admin/events/verify (ADMIN): recomputes the log's hash chain (ADR 0013) and reports
 * the first broken link, the number of events checked and the head hash to anchor elsewhere.
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
  @ApiDoc({ summary: 'Verify the tamper-evident hash chain of the event log', tag: 'Events', errors: [403] })
  async verify(): Promise<ChainReport> {
    if (this.config.eventStore !== 'postgres') throw new InvalidOperationError('The hash chain is kept by the PostgreSQL event store; with EVENT_STORE=esdb there is none to verify.');
    return verifyHashChain(this.pool);
  }
}
