import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { FeatureFacts } from '../../facts/feature.facts';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { EnvironmentNotFoundError } from '../../domain/feature.errors';
import { SetStrategySortOrderCommand } from './set-strategy-sort-order.command';

@CommandHandler(SetStrategySortOrderCommand)
export class SetStrategySortOrderHandler implements ICommandHandler<SetStrategySortOrderCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
  ) {}

  async execute(command: SetStrategySortOrderCommand): Promise<WriteReceipt> {
    if (!(await this.facts.environmentInProject(command.project, command.environment)))
      throw new EnvironmentNotFoundError(command.environment, command.project);
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'set-strategy-sort-order',
        name: command.name,
        project: command.project,
        environment: command.environment,
        order: command.order,
      },
    });
    return result.receipt;
  }
}
