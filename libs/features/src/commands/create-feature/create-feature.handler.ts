import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import { CLOCK, NotFoundError, type Clock } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { CreateFeatureCommand } from './create-feature.command';

@CommandHandler(CreateFeatureCommand)
export class CreateFeatureHandler implements ICommandHandler<CreateFeatureCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateFeatureCommand): Promise<{ position: number }> {
    // Cross-aggregate rule against the catalog read model (projects are never hard-deleted
    // while they still own flags).
    const projects = (await this.dataSource.query('SELECT 1 FROM rm_projects WHERE id = $1 AND archived_at IS NULL', [command.project])) as unknown[];
    if (projects.length === 0) throw new NotFoundError(`Could not find a project with id "${command.project}".`);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'create',
        name: command.name,
        project: command.project,
        type: command.type,
        description: command.description,
        impressionData: command.impressionData,
        now: this.clock.now().toISOString(),
      },
    });
    return { position: result.position };
  }
}
