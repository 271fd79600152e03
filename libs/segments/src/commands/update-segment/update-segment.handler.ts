import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { segmentDecider, SEGMENTS_STREAM } from '../../domain/segment.decider';
import { SegmentFacts } from '../segment-facts';
import { UpdateSegmentCommand } from './update-segment.command';

@CommandHandler(UpdateSegmentCommand)
export class UpdateSegmentHandler implements ICommandHandler<UpdateSegmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: SegmentFacts,
  ) {}

  async execute(command: UpdateSegmentCommand): Promise<{ position: number }> {
    const { segment } = command;
    await this.facts.assertProject(segment.project);
    await this.facts.assertLegalValues(segment.constraints);
    const result = await this.executor.execute({
      streamId: SEGMENTS_STREAM,
      decider: segmentDecider,
      actor: command.actor,
      command: {
        kind: 'update',
        id: command.id,
        changes: { name: segment.name, description: segment.description, project: segment.project, constraints: segment.constraints },
        usedInProjects: await this.facts.projectsUsing(command.id),
      },
    });
    return { position: result.position };
  }
}
