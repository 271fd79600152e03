import type { FeatureRow, StrategyData } from '@pennant/events';
import { featureDecider, type FeatureCommand, type FeatureEvent } from './feature.decider';

export const NOW = '2026-11-22T10:00:00.000Z';

export const row: FeatureRow = {
  name: 'checkout',
  description: 'new checkout',
  type: 'release',
  project: 'default',
  stale: false,
  createdAt: NOW,
  lastSeenAt: null,
  impressionData: false,
  archivedAt: null,
  archived: false,
};
export const subject = { project: 'default', featureName: 'checkout' };
export const dev = { ...subject, environment: 'development' };
export const created: FeatureEvent = { type: 'feature-created', data: { ...subject, data: row } };
export const archived: FeatureEvent = { type: 'feature-archived', data: { ...subject, data: { archivedAt: NOW } } };

export function strategy(id: string, overrides: Partial<StrategyData> = {}): StrategyData {
  return {
    id,
    name: 'default',
    title: null,
    disabled: false,
    constraints: [],
    parameters: {},
    variants: [],
    sortOrder: 0,
    segments: [],
    ...overrides,
  };
}

export const added = (s: StrategyData): FeatureEvent => ({ type: 'feature-strategy-add', data: { ...dev, data: s } });

/** given events / when command / then events (or the thrown error). */
export function given(events: FeatureEvent[]) {
  const state = events.reduce(featureDecider.evolve, featureDecider.initialState);
  return { when: (command: FeatureCommand) => ({ then: () => featureDecider.decide(command, state) }) };
}
