import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { environmentDecider, environmentStreamIdOf, type EnvironmentCommand } from '../../domain/environment.decider';
import { EnvironmentFacts } from '../../facts/environment.facts';
import { ManageEnvironmentCommand } from './manage-environment.command';

@CommandHandler(ManageEnvironmentCommand)
export class ManageEnvironmentHandler implements ICommandHandler<ManageEnvironmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly environments: EnvironmentFacts,
  ) {}

  async execute({ actor, name, operation }: ManageEnvironmentCommand): Promise<WriteReceipt> {
    let command: EnvironmentCommand;
    if (operation.kind === 'delete') {
      command = { kind: 'delete', usedByProjects: await this.environments.projectCount(name) };
    } else {
      command = operation;
    }
    const { receipt } = await this.executor.execute({ streamId: environmentStreamIdOf(name), decider: environmentDecider, actor, command });
    return receipt;
  }
}
