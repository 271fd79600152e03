import type { Constraint, FlagType, StrategyVariant } from '@pennant/events';
import type { FeatureRelationsCommand } from './feature-relations.commands';
import type { FeatureLifecycleCommand } from './feature-lifecycle.commands';

export * from './feature-relations.commands';
export * from './feature-lifecycle.commands';

export interface CreateFeature {
  kind: 'create';
  name: string;
  project: string;
  type: FlagType;
  description: string | null;
  impressionData: boolean;
  now: string;
}

/** Absent = keep, `null` description = clear (DESIGN.md §5). */
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

export interface AddStrategy extends StrategyTarget {
  kind: 'add-strategy';
  strategyId: string;
  strategy: StrategyInput;
  /** Ids of the segments that exist (read model, observed by the handler). */
  existingSegmentIds: readonly number[];
}

/** Absent = keep. */
export interface UpdateStrategy extends StrategyTarget {
  kind: 'update-strategy';
  strategyId: string;
  changes: Partial<StrategyInput>;
  existingSegmentIds: readonly number[];
}

export interface RemoveStrategy extends StrategyTarget {
  kind: 'remove-strategy';
  strategyId: string;
}

export interface SetStrategySortOrder extends StrategyTarget {
  kind: 'set-strategy-sort-order';
  order: { id: string; sortOrder: number }[];
}

export type FeatureCommand = CreateFeature | UpdateFeature | ToggleEnvironment | AddStrategy | UpdateStrategy | RemoveStrategy | SetStrategySortOrder | FeatureRelationsCommand | FeatureLifecycleCommand;
