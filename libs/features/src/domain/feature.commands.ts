import type { Constraint, FlagType, ProjectDefaultStrategy, StrategyVariant } from '@pennant/events';
import type { FeatureRelationsCommand } from './feature-relations.commands';
import type { FeatureLifecycleCommand } from './feature-lifecycle.commands';
import type { CloneFeature } from './feature-clone.commands';
import type { JsonPatchOperation } from './json-patch';

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

/** A strategy as a client sends it (body of POST/PUT strategies). */
export interface StrategyInput {
  name: string;
  title?: string | null;
  disabled?: boolean | null;
  sortOrder?: number;
  constraints?: Constraint[];
  parameters?: Record<string, string>;
  variants?: StrategyVariant[];
  segments?: number[];
}

interface StrategyTarget {
  name: string;
  project: string;
  environment: string;
}

/** What strategy rules need to know about other aggregates: read models observed by the handler. */
export interface StrategyFacts {
  /** Ids of the segments that exist. */
  segmentIds: readonly number[];
  /** Names of the strategy types that exist (built-in and custom definitions). */
  strategyTypes: readonly string[];
  /** The legal values of every context field that has some, by field name. */
  legalValues: Readonly<Record<string, readonly string[]>>;
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
