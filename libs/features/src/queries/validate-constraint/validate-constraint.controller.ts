import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access, ApiDoc, validate } from '@pennant/platform';
import { normalizeConstraints } from '@pennant/strategy-definitions/model';
import { constraintSchema } from '@pennant/strategy-definitions/model';
import { FeatureFacts } from '../../facts/feature.facts';

@Controller('api/admin/constraints/validate')
export class ValidateConstraintController {
  constructor(private readonly facts: FeatureFacts) {}

  /**
   * A constraint as strategies and segments take it → 204 when a strategy would accept it: its
   * value(s) suit the operator and are among the context field's legal values; 400 naming what is
   * wrong otherwise (Unleash's validateConstraint).
   */
  @Access.authenticated()
  @Post()
  @HttpCode(204)
  @ApiDoc({ summary: 'Check a constraint', tag: 'Features', body: constraintSchema.json, errors: [400] })
  async validateConstraint(@Body() body: unknown): Promise<void> {
    const constraint = validate(constraintSchema, body);
    normalizeConstraints([constraint], 'body', (await this.facts.strategyFacts()).legalValues);
  }
}
