import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, named, object, string, validate, type Infer } from '@pennant/platform';
import { strategyUseAnswer } from '../segment.response';
import { parseSegmentId } from '../../commands/segment-id.schema';
import { GetSegmentDefaultStrategiesQuery, GetSegmentStrategiesQuery, ValidateSegmentNameQuery } from './segment-usage.query';

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
