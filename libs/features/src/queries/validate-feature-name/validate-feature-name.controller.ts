import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, named, object, validate } from '@pennant/platform';
import { featureNameSchema } from '../../model/feature-name.schema';
import { ValidateFeatureNameQuery } from './validate-feature-name.query';

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
