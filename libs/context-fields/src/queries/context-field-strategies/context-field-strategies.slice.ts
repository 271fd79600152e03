import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, array, object, type Infer } from '@pennant/platform';
import { strategyUseAnswer } from '@pennant/segments';

/** A strategy as Unleash's contextStrategiesSchema lists it. */
export type StrategyUse = Infer<typeof strategyUseAnswer>;

/** `{strategies}` (Unleash's contextFieldStrategiesSchema). */
export const contextFieldStrategiesAnswer = object({ strategies: array(strategyUseAnswer, { maxItems: 100000 }) }, { strict: true });

/** Strategies of active flags with a constraint on the field (what blocks its deletion, segments aside). */
export class GetContextFieldStrategiesQuery extends Query<StrategyUse[]> {
  constructor(readonly name: string) {
    super();
  }
}

@QueryHandler(GetContextFieldStrategiesQuery)
export class GetContextFieldStrategiesHandler implements IQueryHandler<GetContextFieldStrategiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ name }: GetContextFieldStrategiesQuery): Promise<StrategyUse[]> {
    return this.dataSource.query(
      `SELECT s.id, f.project AS "projectId", s.feature_name AS "featureName", s.name AS "strategyName", s.environment
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.constraints) c WHERE c->>'contextName' = $1)
        ORDER BY f.project, s.feature_name, s.environment, s.sort_order, s.id`,
      [name],
    ) as Promise<StrategyUse[]>;
  }
}

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
