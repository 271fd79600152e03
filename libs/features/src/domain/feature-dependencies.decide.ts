import { isDeepStrictEqual } from 'node:util';
import { InvalidOperationError, NotFoundError } from '@pennant/kernel';
import type { AddDependency, RemoveDependencies } from './feature-relations.commands';
import { activeRow, ownedRow, type FeatureDependency, type FeatureEvent, type FeatureState } from './feature.state';

/**
 * Adds (or replaces) the dependency of the child on `parent`. Every rule is Unleash's 403
 * InvalidOperationError: no self-dependency, one level only (the child has no children, the
 * parent no parents), the parent exists, is active and lives in the same project.
 * `enabled: false` drops the variants. Re-adding the same dependency emits nothing.
 */
export function decideAddDependency(command: AddDependency, state: FeatureState): FeatureEvent[] {
  const row = activeRow(state, command.name, command.project);
  const { facts, parent } = command;
  if (parent === command.name) throw new InvalidOperationError('A flag cannot depend on itself.');
  if (facts.parentProject === null) throw new InvalidOperationError(`The parent flag "${parent}" does not exist.`);
  if (facts.parentProject !== row.project)
    throw new InvalidOperationError(`The parent flag "${parent}" must be in the same project as "${command.name}".`);
  if (facts.parentArchived) throw new InvalidOperationError(`The parent flag "${parent}" is archived.`);
  if (facts.childHasChildren)
    throw new InvalidOperationError(`"${command.name}" has dependent flags itself: dependencies are one level deep.`);
  if (facts.parentHasParents)
    throw new InvalidOperationError(`The parent flag "${parent}" depends on other flags itself: dependencies are one level deep.`);
  const data: FeatureDependency = { feature: parent, enabled: command.enabled };
  if (command.enabled && command.variants.length > 0) data.variants = [...new Set(command.variants)];
  const current = (state.dependencies ?? []).find((d) => d.feature === parent);
  if (current && isDeepStrictEqual(current, data)) return [];
  return [{ type: 'feature-dependency-added', data: { project: row.project, featureName: row.name, data } }];
}

/** Removes one dependency (`parent`) or all of them; nothing to remove is a 404, as Unleash 8 answers. */
export function decideRemoveDependencies(command: RemoveDependencies, state: FeatureState): FeatureEvent[] {
  const row = ownedRow(state, command.name, command.project);
  const subject = { project: row.project, featureName: row.name };
  const dependencies = state.dependencies ?? [];
  if (command.parent === undefined) {
    if (dependencies.length === 0) throw new NotFoundError(`The flag "${row.name}" has no dependencies.`);
    return [{ type: 'feature-dependencies-removed', data: subject }];
  }
  if (!dependencies.some((d) => d.feature === command.parent))
    throw new NotFoundError(`The flag "${row.name}" does not depend on "${command.parent}".`);
  return [{ type: 'feature-dependency-removed', data: { ...subject, data: { feature: command.parent } } }];
}

/**
 * For archiving: Unleash removes a flag's own dependencies first, so the archive decision emits
 * this before `feature-archived` (empty when the flag has none).
 */
export function dependenciesRemovedOnArchive(state: FeatureState): FeatureEvent[] {
  const row = state.row;
  if (row === null || (state.dependencies ?? []).length === 0) return [];
  return [{ type: 'feature-dependencies-removed', data: { project: row.project, featureName: row.name } }];
}
