import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Access, ApiDoc, named, object, validate } from '@pennant/platform';
import { FeatureNameExistsError } from '../../domain/feature.errors';
import { featureNameSchema } from '../../model/feature-name.schema';
import { FeatureFacts } from '../../facts/feature.facts';

/** Refuses (409) a name a flag already has, archived flags included, as creating it would. */
export class ValidateFeatureNameQuery extends Query<void> {
  constructor(readonly name: string) {
    super();
  }
}

@QueryHandler(ValidateFeatureNameQuery)
export class ValidateFeatureNameHandler implements IQueryHandler<ValidateFeatureNameQuery> {
  constructor(private readonly features: FeatureFacts) {}

  async execute({ name }: ValidateFeatureNameQuery): Promise<void> {
    const existing = await this.features.nameInUse(name);
    if (existing !== null) throw new FeatureNameExistsError(name, existing.archived);
  }
}

/** Unleash's validateFeatureSchema. */
export const validateFeatureSchema = named('validateFeatureSchema', object({ name: featureNameSchema }));

@Controller('api/admin/features/validate')
export class ValidateFeatureNameController {
  constructor(private readonly queries: QueryBus) {}

  /** → 200, empty, when `name` is URL-friendly and free; 400 malformed; 409 taken. */
  @Access.authenticated()
  @Post()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Check that a feature flag name is valid and free',
    tag: 'Features',
    body: validateFeatureSchema.json,
    errors: [400, 409],
  })
  async validateName(@Body() body: unknown): Promise<void> {
    const { name } = validate(validateFeatureSchema, body);
    await this.queries.execute(new ValidateFeatureNameQuery(name));
  }
}
