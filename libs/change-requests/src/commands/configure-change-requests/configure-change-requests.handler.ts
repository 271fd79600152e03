import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { changeRequestConfigDecider, configStreamId } from '../../domain/change-request-config.decider';
import { ChangeRequestFacts } from '../../facts/change-request.facts';
import { ConfigureChangeRequestsCommand } from './configure-change-requests.command';

@CommandHandler(ConfigureChangeRequestsCommand)
export class ConfigureChangeRequestsHandler implements ICommandHandler<ConfigureChangeRequestsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: ChangeRequestFacts,
  ) {}

  async execute(c: ConfigureChangeRequestsCommand): Promise<WriteReceipt> {
    await this.facts.requireProjectEnvironment(c.project, c.environment);
    const { receipt } = await this.executor.execute({
      streamId: configStreamId(c.project, c.environment),
      decider: changeRequestConfigDecider,
      actor: c.actor,
      command: { project: c.project, environment: c.environment, enabled: c.enabled, requiredApprovals: c.requiredApprovals },
    });
    return receipt;
  }
}
