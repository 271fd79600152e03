import type { StrategyParameterType } from '@pennant/events';
import { array, boolean, constant, named, nullable, object, oneOf, string, type Infer } from '@pennant/platform';

const PARAMETER_TYPES = ['string', 'percentage', 'list', 'number', 'boolean'] as const satisfies readonly StrategyParameterType[];

/** A strategy definition as the admin API shows it (Unleash's strategySchema); the OpenAPI document shows this schema (ADR 0050). */
export const strategyDefinitionAnswer = named(
  'strategySchema',
  object(
    {
      title: nullable(string()),
      name: string(),
      displayName: nullable(string()),
      description: string(),
      editable: boolean(),
      deprecated: boolean(),
      parameters: array(
        object({ name: string(), type: oneOf(PARAMETER_TYPES), description: string(), required: boolean() }, { strict: true }),
        { maxItems: 1000 },
      ),
    },
    { strict: true },
  ),
);

export type StrategyDefinitionResponse = Infer<typeof strategyDefinitionAnswer>;

/** `GET /api/admin/strategies` (Unleash's strategiesSchema). */
export const strategyDefinitionsAnswer = named(
  'strategiesSchema',
  object({ version: constant(1), strategies: array(strategyDefinitionAnswer, { maxItems: 10000 }) }, { strict: true }),
);
