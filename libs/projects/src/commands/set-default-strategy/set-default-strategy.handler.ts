import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import type { ProjectDefaultStrategy } from '@pennant/events';
import { projectDecider, projectStreamIdOf } from '../../domain/project.decider';
import { DefaultStrategyFacts } from '../../facts/default-strategy.facts';
import { SetDefaultStrategyCommand } from './set-default-strategy.command';

/** Loads the project, adds the segments and legal values the strategy rules check against, decides, appends. */
@CommandHandler(SetDefaultStrategyCommand)
export class SetDefaultStrategyHandler implements ICommandHandler<SetDefaultStrategyCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly defaults: DefaultStrategyFacts,
  ) {}

  async execute({
    actor,
    projectId,
    environment,
    strategy,
  }: SetDefaultStrategyCommand): Promise<{ strategy: ProjectDefaultStrategy; receipt: WriteReceipt }> {
    const { state, receipt } = await this.executor.execute({
      streamId: projectStreamIdOf(projectId),
      decider: projectDecider(projectId),
      actor,
      command: { kind: 'set-default-strategy', environment, strategy, facts: await this.defaults.strategyRules() },
    });
    const stored = state.defaultStrategies?.[environment];
    if (!stored) throw new Error(`default strategy of ${projectId}/${environment} missing after a successful write`);
    return { strategy: stored, receipt };
  }
}
