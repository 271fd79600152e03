import type { FlagType, ProjectDefaultStrategy } from '@pennant/events';
import type { FeatureRelationsCommand } from './feature-relations.commands';
import type { FeatureLifecycleCommand } from './feature-lifecycle.commands';
import type { CloneFeature } from './feature-clone.commands';
import type { JsonPatchOperation } from './json-patch';
import type { StrategyFacts, StrategyInput } from '@pennant/strategy-definitions/domain';

export type { StrategyFacts, StrategyInput } from '@pennant/strategy-definitions/domain';

export * from './feature-relations.commands';
export * from './feature-lifecycle.commands';
export * from './feature-clone.commands';

export interface CreateFeature {
  kind: 'create';
  name: string;
  project: string;
  type: FlagType;
  description: string | null;
  impressionData: boolean;
  now: string;
}

/** Absent = keep, `null` description = clear. */
export interface UpdateFeature {
  kind: 'update';
  name: string;
  project: string;
  changes: {
    description?: string | null;
    type?: FlagType;
    stale?: boolean;
    archived?: boolean;
    impressionData?: boolean;
  };
  now: string;
}

/** `POST .../environments/{env}/on|off`; the handler has checked the environment belongs to the project. */
export interface ToggleEnvironment {
  kind: 'toggle-environment';
  name: string;
  project: string;
  environment: string;
  enabled: boolean;
  /** Id of the default strategy, used only when turning on adds one. */
  defaultStrategyId: string;
  /** The project environment's default strategy (null: the built-in flexibleRollout 100 %), added only when turning on finds no enabled strategy. */
  projectDefaultStrategy: ProjectDefaultStrategy | null;
}

interface StrategyTarget {
  name: string;
  project: string;
  environment: string;
}

export interface AddStrategy extends StrategyTarget {
  kind: 'add-strategy';
  strategyId: string;
  strategy: StrategyInput;
  facts: StrategyFacts;
}

/**
 * PUT replaces as Unleash does: absent `constraints`, `variants` and `parameters` become empty
 * (flexibleRollout gets its defaults); absent name, title, disabled, sortOrder and segments are
 * kept. A JSON patch applies to the strategy as GET shows it and then replaces it the same way.
 */
export type StrategyChange = { kind: 'replace'; strategy: Partial<StrategyInput> } | { kind: 'patch'; operations: JsonPatchOperation[] };

export interface UpdateStrategy extends StrategyTarget {
  kind: 'update-strategy';
  strategyId: string;
  change: StrategyChange;
  facts: StrategyFacts;
}

export interface RemoveStrategy extends StrategyTarget {
  kind: 'remove-strategy';
  strategyId: string;
}

/** An import: the environment's strategies become exactly these (new ids). */
export interface ReplaceStrategies extends StrategyTarget {
  kind: 'replace-strategies';
  strategies: { strategyId: string; strategy: StrategyInput }[];
  facts: StrategyFacts;
}

export interface SetStrategySortOrder extends StrategyTarget {
  kind: 'set-strategy-sort-order';
  order: { id: string; sortOrder: number }[];
}

export type FeatureCommand =
  | CreateFeature
  | UpdateFeature
  | ToggleEnvironment
  | AddStrategy
  | UpdateStrategy
  | RemoveStrategy
  | ReplaceStrategies
  | SetStrategySortOrder
  | FeatureRelationsCommand
  | FeatureLifecycleCommand
  | CloneFeature;
