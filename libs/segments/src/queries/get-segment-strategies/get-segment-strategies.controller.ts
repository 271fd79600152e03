import { Controller, Get, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Access, ApiDoc } from '@pennant/platform';
import { parseSegmentId } from '../../commands/segment-id';
import { SegmentNotFoundError } from '../../domain/segment.errors';

/** A strategy that uses a segment (Unleash's segmentStrategiesSchema item). */
export interface SegmentStrategyUse {
  id: string;
  projectId: string;
  featureName: string;
  strategyName: string;
  environment: string;
}

const USE_SCHEMA = {
  type: 'object',
  required: ['id', 'projectId', 'featureName', 'strategyName', 'environment'],
  properties: { id: { type: 'string' }, projectId: { type: 'string' }, featureName: { type: 'string' }, strategyName: { type: 'string' }, environment: { type: 'string' } },
} as const;

/**
 * Which strategies of active flags use a segment: what keeps it from being deleted (the delete's
 * 409). Unleash's `GET /api/admin/segments/{id}/strategies`; no change requests use segments here.
 */
@Controller('api/admin/segments/:id/strategies')
export class GetSegmentStrategiesController {
  constructor(private readonly dataSource: DataSource) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'The strategies of active (non-archived) flags that use a segment',
    tag: 'Segments',
    response: { type: 'object', required: ['strategies', 'changeRequestStrategies'], properties: { strategies: { type: 'array', items: USE_SCHEMA }, changeRequestStrategies: { type: 'array', items: USE_SCHEMA } } },
    errors: [400, 404],
  })
  async list(@Param('id') rawId: string): Promise<{ strategies: SegmentStrategyUse[]; changeRequestStrategies: SegmentStrategyUse[] }> {
    const id = parseSegmentId(rawId);
    const exists = (await this.dataSource.query('SELECT 1 FROM rm_segments WHERE id = $1', [id])) as unknown[];
    if (exists.length === 0) throw new SegmentNotFoundError(id);
    const rows = (await this.dataSource.query(
      `SELECT s.id, f.project AS "projectId", s.feature_name AS "featureName", coalesce(nullif(s.title, ''), s.name) AS "strategyName", s.environment
         FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
        WHERE f.archived_at IS NULL AND s.segments @> ARRAY[$1::int]
        ORDER BY f.project, s.feature_name, s.environment, s.sort_order, s.created_seq`,
      [id],
    )) as SegmentStrategyUse[];
    return { strategies: rows, changeRequestStrategies: [] };
  }
}
