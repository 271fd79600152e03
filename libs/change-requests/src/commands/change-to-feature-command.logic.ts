import { assertNever } from '@pennant/events';
import type { ProjectDefaultStrategy } from '@pennant/events';
import type { DependencyFacts, FeatureCommand, StrategyFacts } from '@pennant/features';
import type { FeatureChange } from '../payloads/change-payloads';

export interface ChangeContext {
  project: string;
  environment: string;
  /** Segments, strategy types and legal values, read once for the whole request. */
  strategyFacts: StrategyFacts;
  /** The project environment's default strategy (null: the built-in), added when turning a flag on finds none enabled. */
  projectDefaultStrategy: ProjectDefaultStrategy | null;
  newId: () => string;
  now: string;
  /** Facts about the parent of each addDependency change, keyed `child→parent` (read by the applier). */
  dependencyFacts: ReadonlyMap<string, DependencyFacts>;
}

export const dependencyKey = (child: string, parent: string): string => `${child}→${parent}`;

/**
 * Maps a parsed change of a change request to the feature command a direct edit would send, so
 * that applying goes through the same decider rules (limits, validation, conflicts). The payload
 * was parsed with the action's schema (`payloads/change-payloads.ts`): each branch gets its own type.
 */
export function toFeatureCommand(change: FeatureChange, ctx: ChangeContext): FeatureCommand {
  const target = { name: change.feature, project: ctx.project, environment: ctx.environment };
  switch (change.action) {
    case 'updateEnabled':
      return {
        kind: 'toggle-environment',
        ...target,
        enabled: change.payload.enabled,
        defaultStrategyId: ctx.newId(),
        projectDefaultStrategy: ctx.projectDefaultStrategy,
      };
    case 'addStrategy':
      return { kind: 'add-strategy', ...target, strategyId: ctx.newId(), strategy: change.payload, facts: ctx.strategyFacts };
    case 'updateStrategy': {
      // The payload is the strategy as it should be: replaced as PUT replaces (Unleash applies it so).
      const { id, ...strategy } = change.payload;
      return { kind: 'update-strategy', ...target, strategyId: id, change: { kind: 'replace', strategy }, facts: ctx.strategyFacts };
    }
    case 'deleteStrategy':
      return { kind: 'remove-strategy', ...target, strategyId: change.payload.id };
    case 'reorderStrategy':
      return { kind: 'set-strategy-sort-order', ...target, order: change.payload.sortOrders };
    case 'patchVariant':
      return {
        kind: 'set-environment-variants',
        name: change.feature,
        project: ctx.project,
        environments: [ctx.environment],
        change: { kind: 'replace', variants: change.payload.variants },
      };
    case 'archiveFeature':
      return { kind: 'archive', name: change.feature, project: ctx.project, now: ctx.now };
    case 'addDependency': {
      const parent = change.payload.feature;
      const facts = ctx.dependencyFacts.get(dependencyKey(change.feature, parent));
      if (!facts) throw new Error(`no dependency facts read for ${change.feature} → ${parent}`);
      return {
        kind: 'add-dependency',
        name: change.feature,
        project: ctx.project,
        parent,
        enabled: change.payload.enabled ?? true,
        variants: change.payload.variants ?? [],
        facts,
      };
    }
    case 'deleteDependency':
      return { kind: 'remove-dependencies', name: change.feature, project: ctx.project, parent: change.payload.feature };
    default:
      return assertNever(change);
  }
}
