import type { Constraint, StrategyVariant } from '@pennant/events';
import { constraintAnswer, strategyVariantAnswer } from '@pennant/strategy-definitions/model';

export { constraintAnswer } from '@pennant/strategy-definitions/model';
import { array, boolean, integer, named, nullable, object, record, string, type Infer } from '@pennant/platform';

/** The spec's Strategy object (Unleash's featureStrategySchema); the OpenAPI document shows it. */
export const featureStrategyAnswer = named(
  'featureStrategySchema',
  object(
    {
      id: string(),
      name: string(),
      title: nullable(string()),
      disabled: boolean(),
      featureName: string(),
      sortOrder: integer(),
      segments: array(integer({ min: 1 }), { maxItems: 1000 }),
      constraints: array(constraintAnswer, { maxItems: 10000 }),
      variants: array(strategyVariantAnswer, { maxItems: 1000 }),
      parameters: record(string(), { maxKeys: 1000, key: string() }),
    },
    { strict: true },
  ),
);
export type StrategyResponse = Infer<typeof featureStrategyAnswer>;

/** A row of rm_feature_strategies as selected by STRATEGY_JSON. */
export interface StrategyRowSql {
  id: string;
  feature_name: string;
  name: string;
  title: string | null;
  disabled: boolean;
  sort_order: number;
  segments: number[];
  constraints: Constraint[];
  variants: StrategyVariant[];
  parameters: Record<string, string>;
}

/** SQL: the strategies of feature `f` in environment `env_name` as a JSON array in evaluation order. */
export const STRATEGIES_JSON = `coalesce((
  SELECT json_agg(json_build_object('id', s.id, 'feature_name', s.feature_name, 'name', s.name, 'title', s.title, 'disabled', s.disabled,
           'sort_order', s.sort_order, 'segments', s.segments, 'constraints', s.constraints, 'variants', s.variants, 'parameters', s.parameters)
           ORDER BY s.sort_order, s.created_seq)
    FROM rm_feature_strategies s WHERE s.feature_name = f.name AND s.environment = env_name), '[]')`;

export function toStrategyResponse(row: StrategyRowSql): StrategyResponse {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    disabled: row.disabled,
    featureName: row.feature_name,
    sortOrder: row.sort_order,
    segments: row.segments,
    constraints: row.constraints,
    variants: row.variants,
    parameters: row.parameters,
  };
}
