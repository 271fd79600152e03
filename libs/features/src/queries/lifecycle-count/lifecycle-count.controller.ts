import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { GetLifecycleCountQuery, LifecycleCount, lifecycleCountAnswer } from './lifecycle-count.query';

@Controller('api/admin/lifecycle/count')
export class LifecycleCountController {
  constructor(private readonly queries: QueryBus) {}

  /** → `{initial, preLive, live, completed, archived}` (the flags overview's lifecycle filter). */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'How many flags are in each lifecycle stage', tag: 'Features', response: lifecycleCountAnswer })
  count(): Promise<LifecycleCount> {
    return this.queries.execute(new GetLifecycleCountQuery());
  }
}
