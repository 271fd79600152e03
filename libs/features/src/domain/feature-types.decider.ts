import type { Decider } from '@pennant/core';
import { isFlagTypeLifetimeChange, type DomainEvent, type FeatureTypeData, type FlagType } from '@pennant/events';
import { NotFoundError } from '@pennant/platform';

/** One stream for the flag types' settings (their lifetimes). */
export const FEATURE_TYPES_STREAM = 'feature-types';

/** The flag types as Unleash 8 seeds them (names, descriptions, lifetimes in days; null = never potentially stale). */
export const BUILT_IN_FEATURE_TYPES: readonly FeatureTypeData[] = [
  { id: 'release', name: 'Release', description: 'Roll out new or incomplete features. Expected lifetime ~40 days', lifetimeDays: 40 },
  { id: 'experiment', name: 'Experiment', description: 'A/B and multivariate testing. Expected lifetime ~40 days', lifetimeDays: 40 },
  { id: 'operational', name: 'Operational', description: 'Transition between technical implementations with minimal risk. Expected lifetime: ~7 days', lifetimeDays: 7 },
  { id: 'kill-switch', name: 'Kill switch', description: 'Quickly disable certain functionalities or features. Expected lifetime: permanent', lifetimeDays: null },
  { id: 'permission', name: 'Permission', description: 'Control feature access based on user roles or entitlements. Expected lifetime: permanent', lifetimeDays: null },
];

export type FeatureTypesEvent = DomainEvent<'feature-type-updated'>;

/** Lifetimes changed from the defaults, by type. */
export interface FeatureTypesState {
  lifetimes: Partial<Record<FlagType, number | null>>;
}

/** `PUT /feature-types/{id}/lifetime`: 0 means "never" (null), as Unleash reads it. */
export interface SetFeatureTypeLifetime {
  kind: 'set-lifetime';
  id: string;
  lifetimeDays: number | null;
}

/** A flag type with its current lifetime. */
export function featureType(state: FeatureTypesState, builtIn: FeatureTypeData): FeatureTypeData {
  const own = Object.prototype.hasOwnProperty.call(state.lifetimes, builtIn.id);
  return { ...builtIn, lifetimeDays: own ? (state.lifetimes[builtIn.id] ?? null) : builtIn.lifetimeDays };
}

export const featureTypesDecider: Decider<SetFeatureTypeLifetime, FeatureTypesState, FeatureTypesEvent> = {
  initialState: { lifetimes: {} },
  evolve(state, event) {
    if (!isFlagTypeLifetimeChange(event.data)) return state;
    return { lifetimes: { ...state.lifetimes, [event.data.data.id]: event.data.data.lifetimeDays } };
  },
  decide(command, state) {
    const builtIn = BUILT_IN_FEATURE_TYPES.find((t) => t.id === command.id);
    if (!builtIn) throw new NotFoundError(`The feature type you tried to update ("${command.id}") does not exist.`);
    const current = featureType(state, builtIn);
    const lifetimeDays = command.lifetimeDays === 0 ? null : command.lifetimeDays;
    if (lifetimeDays === current.lifetimeDays) return [];
    return [{ type: 'feature-type-updated', data: { data: { ...current, lifetimeDays }, preData: current } }];
  },
};
