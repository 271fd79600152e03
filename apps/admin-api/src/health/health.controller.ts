import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';
import { Access, embeddedDatabaseHealth } from '@pennant/platform';

/** Lag (in events) under which the service still calls itself ready. */
const READY_LAG = 1000;

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRuntime,
  ) {}

  /**
   * Liveness. 503 while the embedded PostgreSQL this process runs is down or being restarted
   * (ADR 0034): the service cannot answer anything then. An external database (DATABASE_URL) is
   * not probed here — restarting the service would not bring it back; `/ready` reports it.
   */
  @Access.public()
  @Get('health')
  health(@Res({ passthrough: true }) reply: FastifyReply) {
    if (embeddedDatabaseHealth.healthy()) return { health: 'GOOD' };
    const { state, since, lastExit } = embeddedDatabaseHealth.current();
    reply.code(503);
    return { health: 'BAD', database: state, since, lastExit };
  }

  /** Ready = the database answers and every projection is within READY_LAG events of the head. */
  @Access.public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await this.dataSource.query('SELECT 1');
      const status = await this.projections.status();
      const lagging = status.filter((p) => p.lagEvents > READY_LAG || p.status !== 'running').map((p) => ({ name: p.name, lagEvents: p.lagEvents, status: p.status }));
      if (lagging.length > 0) reply.code(503);
      return { ready: lagging.length === 0, database: 'up', lagging };
    } catch {
      reply.code(503);
      return { ready: false, database: 'down', lagging: [] };
    }
  }
}
