import { isDeepStrictEqual } from 'node:util';
import type { EnvironmentVariant, JsonValue } from '@pennant/events';
import type { SetEnvironmentVariants, SetFeatureVariants, VariantsChange } from './feature-relations.commands';
import { activeRow, envState, type FeatureEvent, type FeatureState } from './feature.state';
import { applyJsonPatch } from './json-patch';
import { normalizeEnvironmentVariants, variantsFromJson } from '@pennant/strategy-definitions/domain';

/** The variant list a change leads to, from the current one. */
export function nextVariants(current: readonly EnvironmentVariant[], change: VariantsChange): EnvironmentVariant[] {
  if (change.kind === 'replace') return normalizeEnvironmentVariants(change.variants);
  const patched = applyJsonPatch(current as unknown as JsonValue, change.operations);
  return normalizeEnvironmentVariants(variantsFromJson(patched));
}

/** One `feature-environment-variants-updated` per environment whose list really changes. */
export function decideSetEnvironmentVariants(command: SetEnvironmentVariants, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  const events: FeatureEvent[] = [];
  for (const environment of [...new Set(command.environments)]) {
    const current = envState(state, environment).variants ?? [];
    const variants = nextVariants(current, command.change);
    if (isDeepStrictEqual(variants, current)) continue;
    events.push({
      type: 'feature-environment-variants-updated',
      data: { project: row.project, featureName: row.name, environment, data: { variants }, preData: { variants: current } },
    });
  }
  return events;
}

/** Legacy feature-level variants: `feature-variants-updated` when the list changes. */
export function decideSetFeatureVariants(command: SetFeatureVariants, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  const current = state.variants ?? [];
  const variants = nextVariants(current, command.change);
  if (isDeepStrictEqual(variants, current)) return [];
  return [
    {
      type: 'feature-variants-updated',
      data: { project: row.project, featureName: row.name, data: { variants }, preData: { variants: current } },
    },
  ];
}
