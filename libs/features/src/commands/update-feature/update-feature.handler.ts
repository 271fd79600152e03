import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { UpdateFeatureCommand } from './update-feature.command';

@CommandHandler(UpdateFeatureCommand)
export class UpdateFeatureHandler implements ICommandHandler<UpdateFeatureCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: UpdateFeatureCommand): Promise<{ position: number }> {
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'update', name: command.name, project: command.project, changes: command.changes, now: this.clock.now().toISOString() },
    });
    return { position: result.position };
  }
}
