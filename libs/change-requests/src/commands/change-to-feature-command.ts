import type { JsonObject } from '@pennant/events';
import type { DependencyFacts, EnvironmentVariantInput, FeatureCommand, StrategyFacts, StrategyInput } from '@pennant/features';
import { BadDataError } from '@pennant/platform';
import type { Change } from '../domain/change-request.decider';

export interface ChangeContext {
  project: string;
  environment: string;
  /** Segments, strategy types and legal values, read once for the whole request. */
  strategyFacts: StrategyFacts;
  newId: () => string;
  now: string;
  /** Facts about the parent of each addDependency change, keyed `child→parent` (read by the applier). */
  dependencyFacts: ReadonlyMap<string, DependencyFacts>;
}

export const dependencyKey = (child: string, parent: string): string => `${child}→${parent}`;

/** The parent flag named by an addDependency/deleteDependency change. */
export function parentOf(change: Change): string {
  const parent = change.payload.feature;
  if (typeof parent !== 'string' || parent === '') throw new BadDataError(`Change ${change.id} (${change.action}) needs the parent flag's name in "feature".`);
  return parent;
}

function strategyInput(payload: JsonObject): StrategyInput {
  if (typeof payload.name !== 'string') throw new BadDataError('A strategy change needs a strategy name in its payload.');
  return payload as unknown as StrategyInput;
}

function strategyId(change: Change): string {
  const id = change.payload.id;
  if (typeof id !== 'string') throw new BadDataError(`Change ${change.id} (${change.action}) needs the strategy id in its payload.`);
  return id;
}

/**
 * Maps a change of a change request to the feature command a direct edit would send, so that
 * applying goes through the same decider rules (limits, validation, conflicts).
 * Returns null for changes that are not feature edits (segment changes are applied apart).
 */
export function toFeatureCommand(change: Change, ctx: ChangeContext): FeatureCommand | null {
  if (change.feature === null) return null;
  const target = { name: change.feature, project: ctx.project, environment: ctx.environment };
  switch (change.action) {
    case 'updateEnabled':
      if (typeof change.payload.enabled !== 'boolean') throw new BadDataError(`Change ${change.id} (updateEnabled) needs a boolean "enabled".`);
      return { kind: 'toggle-environment', ...target, enabled: change.payload.enabled, defaultStrategyId: ctx.newId() };
    case 'addStrategy':
      return { kind: 'add-strategy', ...target, strategyId: ctx.newId(), strategy: strategyInput(change.payload), facts: ctx.strategyFacts };
    case 'updateStrategy': {
      // The payload is the strategy as it should be: replaced as PUT replaces (Unleash applies it so).
      const { id: _id, ...strategy } = change.payload;
      return { kind: 'update-strategy', ...target, strategyId: strategyId(change), change: { kind: 'replace', strategy: strategy as Partial<StrategyInput> }, facts: ctx.strategyFacts };
    }
    case 'deleteStrategy':
      return { kind: 'remove-strategy', ...target, strategyId: strategyId(change) };
    case 'reorderStrategy': {
      const order = change.payload.sortOrders;
      if (!Array.isArray(order)) throw new BadDataError(`Change ${change.id} (reorderStrategy) needs "sortOrders": [{id, sortOrder}].`);
      return { kind: 'set-strategy-sort-order', ...target, order: order as { id: string; sortOrder: number }[] };
    }
    case 'patchVariant': {
      const variants = change.payload.variants;
      if (!Array.isArray(variants)) throw new BadDataError(`Change ${change.id} (patchVariant) needs "variants": [...].`);
      return { kind: 'set-environment-variants', name: change.feature, project: ctx.project, environments: [ctx.environment], change: { kind: 'replace', variants: variants as unknown as EnvironmentVariantInput[] } };
    }
    case 'archiveFeature':
      return { kind: 'archive', name: change.feature, project: ctx.project, now: ctx.now };
    case 'addDependency': {
      const parent = parentOf(change);
      const facts = ctx.dependencyFacts.get(dependencyKey(change.feature, parent));
      if (!facts) throw new Error(`no dependency facts read for ${change.feature} → ${parent}`);
      const enabled = change.payload.enabled ?? true;
      const variants = change.payload.variants ?? [];
      if (typeof enabled !== 'boolean' || !Array.isArray(variants) || !variants.every((v) => typeof v === 'string')) {
        throw new BadDataError(`Change ${change.id} (addDependency): "enabled" must be a boolean and "variants" a list of variant names.`);
      }
      return { kind: 'add-dependency', name: change.feature, project: ctx.project, parent, enabled, variants: variants as string[], facts };
    }
    case 'deleteDependency':
      return { kind: 'remove-dependencies', name: change.feature, project: ctx.project, parent: parentOf(change) };
    default:
      return null;
  }
}
