import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FeatureNameExistsError } from '../../domain/feature.errors';
import { FeatureFacts } from '../../facts/feature.facts';
import { ValidateFeatureNameQuery } from './validate-feature-name.query';

@QueryHandler(ValidateFeatureNameQuery)
export class ValidateFeatureNameHandler implements IQueryHandler<ValidateFeatureNameQuery> {
  constructor(private readonly features: FeatureFacts) {}

  async execute({ name }: ValidateFeatureNameQuery): Promise<void> {
    const existing = await this.features.nameInUse(name);
    if (existing !== null) throw new FeatureNameExistsError(name, existing.archived);
  }
}
