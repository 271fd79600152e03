import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, MetricsRegistry, PROMETHEUS_CONTENT_TYPE } from '@pennant/platform';

/**
 * `GET /internal-backstage/prometheus`: Prometheus text format, unauthenticated like Unleash's
 * internal-backstage (it is outside /api, so no token is asked; keep it off the public network).
 */
@Controller('internal-backstage')
export class MetricsController {
  constructor(private readonly registry: MetricsRegistry) {}

  @Access.public()
  @Get('prometheus')
  @ApiDoc({ summary: 'Prometheus metrics (text exposition format 0.0.4)', tag: 'Operations', text: true })
  async prometheus(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    reply.type(PROMETHEUS_CONTENT_TYPE);
    return this.registry.render();
  }
}
