import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { FeatureFacts } from '../../facts/feature.facts';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { RemoveStrategyCommand } from './remove-strategy.command';

@CommandHandler(RemoveStrategyCommand)
export class RemoveStrategyHandler implements ICommandHandler<RemoveStrategyCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
  ) {}

  /** An environment outside the project holds no strategy, so the decider's 404 covers it. */
  async execute(command: RemoveStrategyCommand): Promise<WriteReceipt> {
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'remove-strategy',
        name: command.name,
        project: command.project,
        environment: command.environment,
        strategyId: command.strategyId,
      },
    });
    return result.receipt;
  }
}
