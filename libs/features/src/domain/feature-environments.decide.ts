import { activeRow, envState, nextSortOrder, type FeatureEvent, type FeatureState } from './feature.state';
import type { ToggleEnvironment } from './feature.commands';
import { defaultStrategy } from '@pennant/strategy-definitions/domain';

/**
 * On: without an enabled strategy the project environment's default strategy (the command carries
 * it; the built-in `flexibleRollout` 100 % when none is set) is added first, then
 * `feature-environment-enabled` if the environment was off. Off: `feature-environment-disabled`
 * if it was on. Nothing else changes, so a repeated call emits nothing.
 */
export function decideToggleEnvironment(command: ToggleEnvironment, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  const env = envState(state, command.environment);
  const subject = { project: row.project, featureName: row.name, environment: command.environment };
  if (!command.enabled) return env.enabled ? [{ type: 'feature-environment-disabled', data: subject }] : [];
  const events: FeatureEvent[] = [];
  if (!env.strategies.some((s) => !s.disabled)) {
    events.push({
      type: 'feature-strategy-add',
      data: { ...subject, data: defaultStrategy(command.defaultStrategyId, row.name, nextSortOrder(env), command.projectDefaultStrategy) },
    });
  }
  if (!env.enabled) events.push({ type: 'feature-environment-enabled', data: subject });
  return events;
}
