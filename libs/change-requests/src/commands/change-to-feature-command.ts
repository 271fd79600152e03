import type { JsonObject } from '@pennant/events';
import type { FeatureCommand, StrategyInput } from '@pennant/features';
import { BadDataError } from '@pennant/platform';
import type { Change } from '../domain/change-request.decider';

export interface ChangeContext {
  project: string;
  environment: string;
  existingSegmentIds: readonly number[];
  newId: () => string;
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
 * Returns null for actions that are not feature-environment edits this service supports yet.
 */
export function toFeatureCommand(change: Change, ctx: ChangeContext): FeatureCommand | null {
  if (change.feature === null) return null;
  const target = { name: change.feature, project: ctx.project, environment: ctx.environment };
  switch (change.action) {
    case 'updateEnabled':
      if (typeof change.payload.enabled !== 'boolean') throw new BadDataError(`Change ${change.id} (updateEnabled) needs a boolean "enabled".`);
      return { kind: 'toggle-environment', ...target, enabled: change.payload.enabled, defaultStrategyId: ctx.newId() };
    case 'addStrategy':
      return { kind: 'add-strategy', ...target, strategyId: ctx.newId(), strategy: strategyInput(change.payload), existingSegmentIds: ctx.existingSegmentIds };
    case 'updateStrategy': {
      const { id: _id, ...changes } = change.payload;
      return { kind: 'update-strategy', ...target, strategyId: strategyId(change), changes: changes as Partial<StrategyInput>, existingSegmentIds: ctx.existingSegmentIds };
    }
    case 'deleteStrategy':
      return { kind: 'remove-strategy', ...target, strategyId: strategyId(change) };
    case 'reorderStrategy': {
      const order = change.payload.sortOrders;
      if (!Array.isArray(order)) throw new BadDataError(`Change ${change.id} (reorderStrategy) needs "sortOrders": [{id, sortOrder}].`);
      return { kind: 'set-strategy-sort-order', ...target, order: order as { id: string; sortOrder: number }[] };
    }
    default:
      return null;
  }
}
