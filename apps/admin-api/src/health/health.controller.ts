import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';
import { Access } from '@pennant/platform';

/** Lag (in events) under which the service still calls itself ready. */
const READY_LAG = 1000;

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRuntime,
  ) {}

  @Access.public()
  @Get('health')
  health() {
    return { health: 'GOOD' };
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
