import type { Decider } from '@pennant/core';
import { isFlagTypeLifetimeChange, type DomainEvent } from '@pennant/events';
import { NotFoundError } from '@pennant/kernel';
import { BUILT_IN_FEATURE_TYPES, featureType, type FeatureTypesState } from '../model/feature-types';

/** One stream for the flag types' settings (their lifetimes). */
export const FEATURE_TYPES_STREAM = 'feature-types';

export type FeatureTypesEvent = DomainEvent<'feature-type-updated'>;

/** `PUT /feature-types/{id}/lifetime`: 0 means "never" (null), as Unleash reads it. */
export interface SetFeatureTypeLifetime {
  kind: 'set-lifetime';
  id: string;
  lifetimeDays: number | null;
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
