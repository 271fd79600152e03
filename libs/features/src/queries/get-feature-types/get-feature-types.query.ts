import { Query } from '@nestjs/cqrs';
import type { FeatureTypeData } from '@pennant/events';

/** The flag types with their current lifetimes (rm_feature_types holds the changed ones). */
export class GetFeatureTypesQuery extends Query<FeatureTypeData[]> {}
