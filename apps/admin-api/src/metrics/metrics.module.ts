import { Module } from '@nestjs/common';
import { ClientApiModule } from '@pennant/client-api';
import { EventLogModule } from '@pennant/event-log';
import { MetricsRegistry } from '@pennant/platform';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** One registry per application instance (ADR 0015). */
@Module({
  imports: [EventLogModule, ClientApiModule],
  controllers: [MetricsController],
  providers: [{ provide: MetricsRegistry, useFactory: () => new MetricsRegistry() }, MetricsService],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
