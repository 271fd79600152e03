import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, NameGuard, type WriteReceipt } from '@pennant/core';
import { segmentDecider } from '../../domain/segment.decider';
import { segmentNameKey, segmentStreamId } from '../../domain/segment-streams';
import { SegmentFacts } from '../../facts/segment.facts';
import { UpdateSegmentCommand } from './update-segment.command';

@CommandHandler(UpdateSegmentCommand)
export class UpdateSegmentHandler implements ICommandHandler<UpdateSegmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: SegmentFacts,
    private readonly guard: NameGuard,
  ) {}

  async execute(command: UpdateSegmentCommand): Promise<WriteReceipt> {
    const { segment } = command;
    await this.facts.assertProject(segment.project);
    await this.facts.assertLegalValues(segment.constraints);
    return this.guard.run([segmentNameKey(segment.name)], async (query) => {
      const result = await this.executor.execute({
        streamId: segmentStreamId(command.id),
        decider: segmentDecider,
        actor: command.actor,
        command: {
          kind: 'update',
          id: command.id,
          changes: { name: segment.name, description: segment.description, project: segment.project, constraints: segment.constraints },
          usedInProjects: await this.facts.projectsUsing(command.id),
          nameTaken: await this.facts.nameTaken(query, segment.name, command.id),
        },
      });
      return result.receipt;
    });
  }
}
