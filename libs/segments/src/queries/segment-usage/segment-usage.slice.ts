import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Access, ApiDoc, array, named, object, string, validate, type Infer } from '@pennant/platform';
import { DefaultStrategyFacts, type DefaultStrategyUser } from '@pennant/projects';
import { strategyUseAnswer } from '../segment.response';
import { parseSegmentId } from '../../commands/segment-id.schema';
import { SegmentNameExistsError } from '../../domain/segment.errors';

/** A strategy as Unleash's segmentStrategiesSchema lists it. */
export type SegmentStrategy = Infer<typeof strategyUseAnswer>;

/**
 * `{strategies, changeRequestStrategies}` (Unleash's segmentStrategiesSchema), plus Pennant's
 * `defaultStrategies`: the project environments whose default strategy uses the segment, which
 * also keep it from being deleted (ADR 0052).
 */
export const segmentStrategiesAnswer = object(
  {
    strategies: array(strategyUseAnswer, { maxItems: 100000 }),
    changeRequestStrategies: array(strategyUseAnswer, { maxItems: 0 }),
    defaultStrategies: array(object({ projectId: string(), environment: string() }, { strict: true }), { maxItems: 100000 }),
  },
  { strict: true },
);

/** Strategies of active flags that use the segment (what blocks its deletion). */
export class GetSegmentStrategiesQuery extends Query<SegmentStrategy[]> {
  constructor(readonly id: number) {
    super();
  }
}

/** Project environments whose default strategy uses the segment (what blocks its deletion too). */
export class GetSegmentDefaultStrategiesQuery extends Query<DefaultStrategyUser[]> {
  constructor(readonly id: number) {
    super();
  }
}

/** Refuses (409) a name another segment has. */
export class ValidateSegmentNameQuery extends Query<void> {
  constructor(readonly name: string) {
    super();
  }
}

@QueryHandler(GetSegmentStrategiesQuery)
export class GetSegmentStrategiesHandler implements IQueryHandler<GetSegmentStrategiesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ id }: GetSegmentStrategiesQuery): Promise<SegmentStrategy[]> {
    return this.dataSource.query(
      `SELECT s.id, f.project AS "projectId", s.feature_name AS "featureName", s.name AS "strategyName", s.environment
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND s.segments @> ARRAY[$1::int]
        ORDER BY f.project, s.feature_name, s.environment, s.sort_order, s.id`,
      [id],
    ) as Promise<SegmentStrategy[]>;
  }
}

@QueryHandler(GetSegmentDefaultStrategiesQuery)
export class GetSegmentDefaultStrategiesHandler implements IQueryHandler<GetSegmentDefaultStrategiesQuery> {
  constructor(private readonly defaults: DefaultStrategyFacts) {}

  execute({ id }: GetSegmentDefaultStrategiesQuery): Promise<DefaultStrategyUser[]> {
    return this.defaults.usingSegment(id);
  }
}

@QueryHandler(ValidateSegmentNameQuery)
export class ValidateSegmentNameHandler implements IQueryHandler<ValidateSegmentNameQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ name }: ValidateSegmentNameQuery): Promise<void> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_segments WHERE name = $1', [name])) as unknown[];
    if (rows.length > 0) throw new SegmentNameExistsError(name);
  }
}

/** Unleash's nameSchema for `POST /segments/validate`. */
export const validateSegmentSchema = named('validateSegmentSchema', object({ name: string({ minLength: 1, maxLength: 255 }) }));

@Controller('api/admin/segments')
export class SegmentUsageController {
  constructor(private readonly queries: QueryBus) {}

  /** `{name}` → 204 when free; 409 `NameExistsError` when another segment has it. */
  @Access.authenticated()
  @Post('validate')
  @HttpCode(204)
  @ApiDoc({ summary: 'Check that a segment name is free', tag: 'Segments', body: validateSegmentSchema.json, errors: [400, 409] })
  async validateName(@Body() body: unknown): Promise<void> {
    const { name } = validate(validateSegmentSchema, body);
    await this.queries.execute(new ValidateSegmentNameQuery(name));
  }

  /** → `{strategies, changeRequestStrategies, defaultStrategies}` (changeRequestStrategies empty, see ADR 0039); unknown ids list nothing, as Unleash answers. */
  @Access.authenticated()
  @Get(':id/strategies')
  @ApiDoc({ summary: 'List the strategies that use a segment', tag: 'Segments', errors: [400], response: segmentStrategiesAnswer.json })
  async strategies(@Param('id') rawId: string): Promise<Infer<typeof segmentStrategiesAnswer>> {
    const id = parseSegmentId(rawId);
    const [strategies, defaults] = await Promise.all([
      this.queries.execute(new GetSegmentStrategiesQuery(id)),
      this.queries.execute(new GetSegmentDefaultStrategiesQuery(id)),
    ]);
    return {
      strategies,
      changeRequestStrategies: [],
      defaultStrategies: defaults.map((d) => ({ projectId: d.project, environment: d.environment })),
    };
  }
}
