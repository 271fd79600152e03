import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { GetInstanceStatisticsQuery, InstanceStatistics, instanceStatisticsAnswer } from './instance-statistics.query';

@Controller('api/admin/instance-admin/statistics')
export class InstanceStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  /** Unleash's instanceAdminStatsSchema (the admin UI's instance statistics): for admins. */
  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({
    summary: 'What this installation holds and how it is used',
    tag: 'Instance Admin',
    response: instanceStatisticsAnswer,
    errors: [403],
  })
  statistics(): Promise<InstanceStatistics> {
    return this.queries.execute(new GetInstanceStatisticsQuery());
  }
}
