import type { FeatureRow } from '@pennant/events';
import type { CloneFeature } from './feature-clone.commands';
import { FeatureNameExistsError, FeatureNotFoundError } from './feature.errors';
import { envState, orderedStrategies, type FeatureEvent, type FeatureState } from './feature.state';

/**
 * The events creating the copy, as creating a flag and configuring it would record them, in one
 * append: `feature-created`, then per environment its strategies (`feature-strategy-add`, new ids,
 * evaluation order kept) and variants (`feature-environment-variants-updated`), then the parents
 * (`feature-dependency-added`). The copy is disabled everywhere and untagged, as Unleash's.
 */
export function decideClone(command: CloneFeature, state: FeatureState): FeatureEvent[] {
  const { source } = command;
  const from = source.state;
  if (from.row === null || from.status === 'none' || from.status === 'deleted' || from.row.project !== command.project)
    throw new FeatureNotFoundError(source.name, command.project);
  if (state.status === 'active' || state.status === 'archived') throw new FeatureNameExistsError(command.name, state.status === 'archived');
  const row: FeatureRow = {
    name: command.name,
    description: from.row.description,
    type: from.row.type,
    project: command.project,
    stale: false,
    createdAt: command.now,
    lastSeenAt: null,
    impressionData: from.row.impressionData,
    archivedAt: null,
    archived: false,
  };
  const subject = { project: command.project, featureName: command.name };
  const events: FeatureEvent[] = [{ type: 'feature-created', data: { ...subject, data: row } }];
  let next = 0;
  for (const environment of command.environments) {
    const env = envState(from, environment);
    for (const strategy of orderedStrategies(env.strategies)) {
      const id = command.strategyIds[next++];
      const parameters =
        command.replaceGroupId && 'groupId' in strategy.parameters
          ? { ...strategy.parameters, groupId: command.name }
          : { ...strategy.parameters };
      events.push({ type: 'feature-strategy-add', data: { ...subject, environment, data: { ...strategy, id, parameters } } });
    }
    if ((env.variants ?? []).length > 0) {
      events.push({
        type: 'feature-environment-variants-updated',
        data: { ...subject, environment, data: { variants: env.variants ?? [] }, preData: { variants: [] } },
      });
    }
  }
  for (const dependency of from.dependencies ?? []) {
    events.push({ type: 'feature-dependency-added', data: { ...subject, data: { ...dependency } } });
  }
  return events;
}

/** How many strategy ids a clone of `state` needs. */
export function strategiesToCopy(state: FeatureState, environments: readonly string[]): number {
  return environments.reduce((n, environment) => n + envState(state, environment).strategies.length, 0);
}
