import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { EnvironmentNotFoundError } from '../../domain/feature.errors';
import { FeatureFacts } from '../../facts/feature.facts';
import { UpdateStrategyCommand } from './update-strategy.command';

@CommandHandler(UpdateStrategyCommand)
export class UpdateStrategyHandler implements ICommandHandler<UpdateStrategyCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
  ) {}

  async execute(command: UpdateStrategyCommand): Promise<WriteReceipt> {
    if (!(await this.facts.environmentInProject(command.project, command.environment)))
      throw new EnvironmentNotFoundError(command.environment, command.project);
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'update-strategy',
        name: command.name,
        project: command.project,
        environment: command.environment,
        strategyId: command.strategyId,
        change: command.change,
        facts: await this.facts.strategyFacts(),
      },
    });
    return result.receipt;
  }
}
