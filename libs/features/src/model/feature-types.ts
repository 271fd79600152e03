import type { FeatureTypeData, FlagType } from '@pennant/events';

/** The flag types as Unleash 8 seeds them (names, descriptions, lifetimes in days; null = never potentially stale). */
export const BUILT_IN_FEATURE_TYPES: readonly FeatureTypeData[] = [
  { id: 'release', name: 'Release', description: 'Roll out new or incomplete features. Expected lifetime ~40 days', lifetimeDays: 40 },
  { id: 'experiment', name: 'Experiment', description: 'A/B and multivariate testing. Expected lifetime ~40 days', lifetimeDays: 40 },
  {
    id: 'operational',
    name: 'Operational',
    description: 'Transition between technical implementations with minimal risk. Expected lifetime: ~7 days',
    lifetimeDays: 7,
  },
  {
    id: 'kill-switch',
    name: 'Kill switch',
    description: 'Quickly disable certain functionalities or features. Expected lifetime: permanent',
    lifetimeDays: null,
  },
  {
    id: 'permission',
    name: 'Permission',
    description: 'Control feature access based on user roles or entitlements. Expected lifetime: permanent',
    lifetimeDays: null,
  },
];

/** Lifetimes changed from the defaults, by type. */
export interface FeatureTypesState {
  lifetimes: Partial<Record<FlagType, number | null>>;
}

/** A flag type with its current lifetime. */
export function featureType(state: FeatureTypesState, builtIn: FeatureTypeData): FeatureTypeData {
  const own = Object.prototype.hasOwnProperty.call(state.lifetimes, builtIn.id);
  return { ...builtIn, lifetimeDays: own ? (state.lifetimes[builtIn.id] ?? null) : builtIn.lifetimeDays };
}
