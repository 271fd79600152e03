import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { CLOCK, NotFoundError, type Clock } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { CreateFeatureCommand } from './create-feature.command';
import { ProjectFacts } from '@pennant/projects';
import type { CreatedRow } from '../created-row.response';
import { createdRow } from '../created-row.response';

@CommandHandler(CreateFeatureCommand)
export class CreateFeatureHandler implements ICommandHandler<CreateFeatureCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly projects: ProjectFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `created`: the flag as its `feature-created` event recorded it (the answer when a concurrent request already deleted it). */
  async execute(command: CreateFeatureCommand): Promise<{ receipt: WriteReceipt; created: CreatedRow | null }> {
    // Cross-aggregate rule against the catalog read model (projects are never hard-deleted
    // while they still own flags).
    if (!(await this.projects.isActive(command.project))) throw new NotFoundError(`Could not find a project with id "${command.project}".`);
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
    return { receipt: result.receipt, created: createdRow(result.events) };
  }
}
