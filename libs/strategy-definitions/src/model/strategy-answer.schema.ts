import { CONSTRAINT_OPERATORS, type Constraint, type StrategyVariant } from '@pennant/events';
import { array, boolean, integer, named, object, oneOf, optional, string, type Schema } from '@pennant/kernel';

// The parts of a stored strategy as answers show them (ADR 0050), shared by a flag's strategies
// and a project environment's default strategy (ADR 0052).

/** A stored constraint as answers show it (ADR 0050). */
export const constraintAnswer: Schema<Constraint> = named(
  'constraintSchema',
  object(
    {
      contextName: string(),
      operator: oneOf(CONSTRAINT_OPERATORS),
      caseInsensitive: optional(boolean()),
      inverted: optional(boolean()),
      values: optional(array(string(), { maxItems: 10000 })),
      value: optional(string()),
    },
    { strict: true },
  ),
);

/** A variant's payload as answers show it (strategy, flag and frontend variants). */
export const variantPayloadAnswer = named(
  'variantPayloadSchema',
  object({ type: oneOf(['json', 'csv', 'string', 'number'] as const), value: string() }, { strict: true }),
);

/** A strategy variant as answers show it. */
export const strategyVariantAnswer: Schema<StrategyVariant> = named(
  'strategyVariantSchema',
  object(
    {
      name: string(),
      weight: integer({ min: 0, max: 1000 }),
      weightType: oneOf(['variable', 'fix'] as const),
      stickiness: string(),
      payload: optional(variantPayloadAnswer),
    },
    { strict: true },
  ),
);
