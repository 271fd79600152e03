import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';
import { PENNANT_CONFIG } from '@pennant/core';
import { EVENT_STORE, type EventStore } from '@pennant/event-store';
import { Access, ApiDoc, embeddedDatabaseHealth, type PennantConfig } from '@pennant/platform';
import { healthAnswer, readyAnswer, type ReadyAnswer } from './health.answers';

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRuntime,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Liveness. 503 while the embedded PostgreSQL this process runs is down or being restarted
   * (ADR 0034): the service cannot answer anything then. An external database (DATABASE_URL) is
   * not probed here — restarting the service would not bring it back; `/ready` reports it.
   */
  @Access.public()
  @Get('health')
  @ApiDoc({ summary: 'Liveness (503 while the embedded database is down)', errors: [503], response: healthAnswer.json })
  health(@Res({ passthrough: true }) reply: FastifyReply) {
    if (embeddedDatabaseHealth.healthy()) return { health: 'GOOD' };
    const { state, since, lastExit } = embeddedDatabaseHealth.current();
    reply.code(503);
    return { health: 'BAD', database: state, since, lastExit };
  }

  /** Ready = the database answers and every projection is running within READY_LAG_EVENTS of the head. */
  @Access.public()
  @Get('ready')
  @ApiDoc({
    summary: 'Readiness: the database answers and every projection is within READY_LAG_EVENTS of the head (else 503, same body)',
    errors: [503],
    response: readyAnswer.json,
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadyAnswer> {
    try {
      await this.dataSource.query('SELECT 1');
      const status = await this.projections.status();
      const lagging = status
        .filter((p) => p.lagEvents > this.config.readyLagEvents || p.status !== 'running')
        .map((p) => ({ name: p.name, lagEvents: p.lagEvents, status: p.status }));
      // A projection no runner has started yet (no checkpoint row) has applied nothing.
      const head = status[0]?.head ?? (await this.store.headPosition());
      for (const p of this.projections.projections) {
        if (!status.some((s) => s.name === p.name) && head > this.config.readyLagEvents)
          lagging.push({ name: p.name, lagEvents: head, status: 'not started' });
      }
      if (lagging.length > 0) reply.code(503);
      return { ready: lagging.length === 0, database: 'up', lagging };
    } catch {
      reply.code(503);
      return { ready: false, database: 'down', lagging: [] };
    }
  }
}
