import { isDeepStrictEqual } from 'node:util';
import type { DomainEvent, ProjectDefaultStrategy } from '@pennant/events';
import { buildStrategy, resolveSegments, type StrategyFacts, type StrategyInput } from '@pennant/strategy-definitions/domain';
import { BadDataError, NotFoundError } from '@pennant/kernel';

/**
 * `POST /projects/{p}/environments/{env}/default-strategy`: the strategy turning a flag on adds
 * when it has none enabled (ADR 0052). The handler read the facts (segments, legal values).
 */
export interface SetDefaultStrategy {
  kind: 'set-default-strategy';
  environment: string;
  strategy: StrategyInput;
  facts: Pick<StrategyFacts, 'segmentIds' | 'legalValues'>;
}

/** Unleash accepts only this strategy type as a project environment's default. */
export const DEFAULT_STRATEGY_TYPE = 'flexibleRollout';

/**
 * The environment must be the project's (404, as removing it answers); only flexibleRollout (400);
 * the strategy passes the same rules as a flag's (limits, constraints, variants, segments that
 * exist). An empty `groupId` is kept: turning a flag on puts the flag's name there. The same
 * default again records nothing.
 */
export function decideDefaultStrategy(
  command: SetDefaultStrategy,
  environments: readonly string[],
  current: ProjectDefaultStrategy | null,
  project: string,
): DomainEvent<'default-strategy-updated'>[] {
  if (!environments.includes(command.environment))
    throw new NotFoundError(`Environment "${command.environment}" is not enabled for project "${project}".`);
  if (command.strategy.name !== DEFAULT_STRATEGY_TYPE)
    throw new BadDataError(`Only the ${DEFAULT_STRATEGY_TYPE} strategy can be a default strategy, not "${command.strategy.name}".`, [
      { path: 'name', message: `must be ${DEFAULT_STRATEGY_TYPE}` },
    ]);
  const facts: StrategyFacts = { ...command.facts, strategyTypes: [DEFAULT_STRATEGY_TYPE] };
  // Segments named must exist (404 with Unleash's wording, as for a flag's strategy), 5 at most.
  const segments = resolveSegments(command.strategy.segments, [], facts.segmentIds);
  const { id: _id, ...data } = buildStrategy('', command.strategy, segments, 0, { featureName: '', facts });
  void _id;
  // Compared by value: a stored default comes back from jsonb with its keys in another order.
  if (current && isDeepStrictEqual(current, data)) return [];
  return [{ type: 'default-strategy-updated', data: { project, environment: command.environment, data, preData: current } }];
}
