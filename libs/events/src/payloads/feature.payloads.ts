import type { EventSubject, JsonObject, TagRef } from './common';
import type { SafeguardFiring } from './safeguard.payloads';

export type FlagType = 'experiment' | 'kill-switch' | 'release' | 'operational' | 'permission';

/** The feature row as Unleash logs it in data/preData (10 fields, dates as ISO strings). */
export interface FeatureRow {
  name: string;
  description: string | null;
  type: FlagType;
  project: string;
  stale: boolean;
  createdAt: string;
  lastSeenAt: string | null;
  impressionData: boolean;
  archivedAt: string | null;
  archived: boolean;
}

interface FeatureSubject extends EventSubject {
  project: string;
  featureName: string;
}

interface FeatureEnvSubject extends FeatureSubject {
  environment: string;
}

/** The constraint operators of the spec's Constraint object. */
export const CONSTRAINT_OPERATORS = [
  'NOT_IN',
  'IN',
  'STR_ENDS_WITH',
  'STR_STARTS_WITH',
  'STR_CONTAINS',
  'NUM_EQ',
  'NUM_GT',
  'NUM_GTE',
  'NUM_LT',
  'NUM_LTE',
  'DATE_AFTER',
  'DATE_BEFORE',
  'SEMVER_EQ',
  'SEMVER_GT',
  'SEMVER_LT',
  // Added by Unleash 7.5–8.0 and evaluated by the current SDKs (ADR 0058).
  'SEMVER_GTE',
  'SEMVER_LTE',
  'REGEX',
  'IN_CIDR',
] as const;

export type ConstraintOperator = (typeof CONSTRAINT_OPERATORS)[number];

export interface Constraint {
  contextName: string;
  operator: ConstraintOperator;
  caseInsensitive?: boolean;
  inverted?: boolean;
  values?: string[];
  value?: string;
}

export interface VariantPayload {
  type: 'json' | 'csv' | 'string' | 'number';
  value: string;
}

export interface StrategyVariant {
  name: string;
  weight: number;
  weightType: 'variable' | 'fix';
  stickiness: string;
  payload?: VariantPayload;
}

export interface EnvironmentVariant {
  name: string;
  weight: number;
  weightType?: 'variable' | 'fix';
  stickiness?: string;
  payload?: VariantPayload;
  overrides?: { contextName: string; values: string[] }[];
}

export interface StrategyData {
  id: string;
  name: string;
  title: string | null;
  disabled: boolean;
  constraints: Constraint[];
  parameters: Record<string, string>;
  variants: StrategyVariant[];
  sortOrder: number;
  segments: number[];
}

export interface FeatureCreatedPayload extends FeatureSubject {
  data: FeatureRow & { createdByUserId?: number | null };
}
export interface FeatureMetadataUpdatedPayload extends FeatureSubject {
  data: FeatureRow;
  preData: FeatureRow;
}
export interface FeatureTypeUpdatedPayload extends FeatureSubject {
  data: { type: FlagType };
  preData: { type: FlagType };
}
/** A flag type as Unleash lists it (featureTypeSchema); `lifetimeDays` null = its flags never become potentially stale. */
export interface FeatureTypeData {
  id: FlagType;
  name: string;
  description: string;
  lifetimeDays: number | null;
}
/**
 * `feature-type-updated` also records a change of a flag type's lifetime (`PUT
 * /feature-types/{id}/lifetime`, as Unleash logs it): no flag, no project, the type before and after.
 */
export interface FeatureTypeLifetimeUpdatedPayload extends EventSubject {
  data: FeatureTypeData;
  preData: FeatureTypeData;
}
/** Which of the two `feature-type-updated` payloads this is. */
export function isFlagTypeLifetimeChange(
  payload: FeatureTypeUpdatedPayload | FeatureTypeLifetimeUpdatedPayload,
): payload is FeatureTypeLifetimeUpdatedPayload {
  return 'id' in payload.data;
}
/** Stale on/off, archive, revive, delete and similar markers carry the subject only. */
export type FeatureMarkerPayload = FeatureSubject & { data?: JsonObject | null; preData?: JsonObject | null };
export interface FeatureArchivedPayload extends FeatureSubject {
  data: { archivedAt: string };
}
export interface FeatureDeletedPayload extends FeatureSubject {
  preData: FeatureRow;
}
export interface FeatureProjectChangePayload extends FeatureSubject {
  data: { newProject: string; oldProject: string };
}
export interface FeatureEnvironmentTogglePayload extends FeatureEnvSubject {
  /** Set on the `feature-environment-disabled` a safeguard records (ADR 0065); absent otherwise. */
  data?: SafeguardFiring | null;
}
export interface FeatureStrategyAddPayload extends FeatureEnvSubject {
  data: StrategyData;
}
export interface FeatureStrategyUpdatePayload extends FeatureEnvSubject {
  data: StrategyData;
  preData: StrategyData;
}
export interface FeatureStrategyRemovePayload extends FeatureEnvSubject {
  preData: StrategyData;
}
/** Strategy ids in evaluation order, and the sort order of each. */
export interface StrategyOrder {
  strategyIds: string[];
  sortOrders: Record<string, number>;
}
export interface StrategyOrderChangedPayload extends FeatureEnvSubject {
  data: StrategyOrder;
  preData: StrategyOrder;
}
export interface FeatureVariantsUpdatedPayload extends FeatureSubject {
  data: { variants: EnvironmentVariant[] };
  preData: { variants: EnvironmentVariant[] };
}
export interface FeatureEnvironmentVariantsUpdatedPayload extends FeatureEnvSubject {
  data: { variants: EnvironmentVariant[] };
  preData: { variants: EnvironmentVariant[] };
}
export interface FeatureTaggedPayload extends FeatureSubject {
  data: TagRef;
}
export interface FeatureUntaggedPayload extends FeatureSubject {
  preData: TagRef;
}
/**
 * `client-metrics`: SDK metrics for the flag moved its lifecycle, as Unleash records it. `pre-live`:
 * metrics from a known environment; `live` (pre-live implied): from an environment of type
 * production where the flag was enabled. Recorded once per stage, not per metrics post.
 */
export interface ClientMetricsPayload extends FeatureSubject {
  environment: string;
  data: { appName: string; environmentType: string; stage: 'pre-live' | 'live' };
}
export interface FeatureCompletedPayload extends FeatureSubject {
  data: { status: 'kept' | 'discarded'; statusValue?: string; kept: boolean };
}
export interface FeatureFavoritePayload extends EventSubject {
  featureName: string;
  data: { feature: string; userId: number };
}
export interface FeatureDependencyAddedPayload extends FeatureSubject {
  data: { feature: string; enabled: boolean; variants?: string[] };
}
export interface FeatureDependencyRemovedPayload extends FeatureSubject {
  data: { feature: string };
}
