import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { segmentDecider, SEGMENTS_STREAM } from '../../domain/segment.decider';
import { SegmentFacts } from '../segment-facts';
import { CreateSegmentCommand } from './create-segment.command';

@CommandHandler(CreateSegmentCommand)
export class CreateSegmentHandler implements ICommandHandler<CreateSegmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: SegmentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateSegmentCommand): Promise<{ position: number; id: number }> {
    const { segment } = command;
    await this.facts.assertProject(segment.project);
    await this.facts.assertLegalValues(segment.constraints);
    const result = await this.executor.execute({
      streamId: SEGMENTS_STREAM,
      decider: segmentDecider,
      actor: command.actor,
      command: {
        kind: 'create',
        name: segment.name,
        description: segment.description ?? null,
        project: segment.project ?? null,
        constraints: segment.constraints,
        createdBy: command.actor.name,
        now: this.clock.now().toISOString(),
      },
    });
    const [created] = result.events;
    if (created?.type !== 'segment-created') throw new Error('creating a segment must record segment-created');
    return { position: result.position, id: created.data.data.id };
  }
}
