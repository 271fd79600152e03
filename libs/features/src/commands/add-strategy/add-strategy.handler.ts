import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { BadDataError, ID_GENERATOR, type IdGenerator } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { FeatureFacts } from '../../facts/feature.facts';
import { AddStrategyCommand } from './add-strategy.command';

@CommandHandler(AddStrategyCommand)
export class AddStrategyHandler implements ICommandHandler<AddStrategyCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: AddStrategyCommand): Promise<{ receipt: WriteReceipt; strategyId: string }> {
    // Unleash answers 400 here (not 404 as for on/off): the environment is part of what is created.
    if (!(await this.facts.environmentInProject(command.project, command.environment))) {
      throw new BadDataError(`The environment "${command.environment}" is not enabled for the project "${command.project}".`);
    }
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const strategyId = this.ids.uuid();
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'add-strategy',
        name: command.name,
        project: command.project,
        environment: command.environment,
        strategyId,
        strategy: command.strategy,
        facts: await this.facts.strategyFacts(),
      },
    });
    return { receipt: result.receipt, strategyId };
  }
}
