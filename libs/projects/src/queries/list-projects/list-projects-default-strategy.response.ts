import type { ProjectDefaultStrategy } from '@pennant/events';
import { constraintAnswer, strategyVariantAnswer } from '@pennant/strategy-definitions/model';
import { array, boolean, integer, named, nullable, object, record, string, type Schema } from '@pennant/platform';

/**
 * A project environment's default strategy as answers show it (Unleash's createFeatureStrategySchema
 * as stored): the strategy without an id; an empty `groupId` becomes the flag's name when added.
 */
export const defaultStrategyAnswer: Schema<ProjectDefaultStrategy> = named(
  'projectDefaultStrategySchema',
  object(
    {
      name: string(),
      title: nullable(string()),
      disabled: boolean(),
      sortOrder: integer(),
      segments: array(integer({ min: 1 }), { maxItems: 1000 }),
      constraints: array(constraintAnswer, { maxItems: 10000 }),
      variants: array(strategyVariantAnswer, { maxItems: 1000 }),
      parameters: record(string(), { maxKeys: 1000, key: string() }),
    },
    { strict: true },
  ),
);
