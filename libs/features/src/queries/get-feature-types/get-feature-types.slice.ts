import { Controller, Get } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { FeatureTypeData, FlagType } from '@pennant/events';
import { Access, ApiDoc } from '@pennant/platform';
import { BUILT_IN_FEATURE_TYPES, featureType } from '../../model/feature-types';
import { featureTypesAnswer, type FeatureTypesAnswer } from './get-feature-types.response';

/** The flag types with their current lifetimes (rm_feature_types holds the changed ones). */
export class GetFeatureTypesQuery extends Query<FeatureTypeData[]> {}

export async function loadFeatureTypes(dataSource: DataSource): Promise<FeatureTypeData[]> {
  const rows = (await dataSource.query('SELECT id, lifetime_days FROM rm_feature_types')) as {
    id: FlagType;
    lifetime_days: number | null;
  }[];
  const lifetimes = Object.fromEntries(rows.map((r) => [r.id, r.lifetime_days]));
  return BUILT_IN_FEATURE_TYPES.map((t) => featureType({ lifetimes }, t));
}

@QueryHandler(GetFeatureTypesQuery)
export class GetFeatureTypesHandler implements IQueryHandler<GetFeatureTypesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute(): Promise<FeatureTypeData[]> {
    return loadFeatureTypes(this.dataSource);
  }
}

@Controller('api/admin/feature-types')
export class GetFeatureTypesController {
  constructor(private readonly queries: QueryBus) {}

  /** → `{version: 1, types: [{id, name, description, lifetimeDays}]}` (Unleash's featureTypesSchema). */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List the flag types with their expected lifetimes', tag: 'Feature Types', response: featureTypesAnswer.json })
  async list(): Promise<FeatureTypesAnswer> {
    return { version: 1, types: await this.queries.execute(new GetFeatureTypesQuery()) };
  }
}
