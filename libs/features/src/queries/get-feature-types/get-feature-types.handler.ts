import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { FeatureTypeData, FlagType } from '@pennant/events';
import { BUILT_IN_FEATURE_TYPES, featureType } from '../../model/feature-types';
import { GetFeatureTypesQuery } from './get-feature-types.query';

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
