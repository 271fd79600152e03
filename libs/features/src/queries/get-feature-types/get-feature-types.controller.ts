import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { featureTypesAnswer, type FeatureTypesAnswer } from './get-feature-types.response';
import { GetFeatureTypesQuery } from './get-feature-types.query';

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
