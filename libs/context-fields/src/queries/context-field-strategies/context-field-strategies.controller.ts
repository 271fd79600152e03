import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, object, type Infer } from '@pennant/platform';
import { strategyUseAnswer } from '@pennant/segments';
import { GetContextFieldStrategiesQuery } from './context-field-strategies.query';

/** `{strategies}` (Unleash's contextFieldStrategiesSchema). */
export const contextFieldStrategiesAnswer = object({ strategies: array(strategyUseAnswer, { maxItems: 100000 }) }, { strict: true });

@Controller('api/admin/context/:name/strategies')
export class ContextFieldStrategiesController {
  constructor(private readonly queries: QueryBus) {}

  /** → `{strategies}` (empty for a field nothing uses, or that does not exist, as Unleash answers). */
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'List the strategies whose constraints use a context field',
    tag: 'Context',
    response: contextFieldStrategiesAnswer.json,
  })
  async list(@Param('name') name: string): Promise<Infer<typeof contextFieldStrategiesAnswer>> {
    return { strategies: await this.queries.execute(new GetContextFieldStrategiesQuery(name)) };
  }
}
