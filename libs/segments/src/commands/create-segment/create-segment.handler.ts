import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { segmentDecider } from '../../domain/segment.decider';
import { SEGMENT_IDS, segmentNameKey, segmentStreamId } from '../../domain/segment-streams';
import { SegmentFacts } from '../../facts/segment.facts';
import { CreateSegmentCommand } from './create-segment.command';

/** A fresh id from the sequence, the new segment's own stream, the name under its guard (ADR 0031). */
@CommandHandler(CreateSegmentCommand)
export class CreateSegmentHandler implements ICommandHandler<CreateSegmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: SegmentFacts,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateSegmentCommand): Promise<{ receipt: WriteReceipt; id: number }> {
    const { segment } = command;
    await this.facts.assertProject(segment.project);
    await this.facts.assertLegalValues(segment.constraints);
    return this.guard.run([segmentNameKey(segment.name)], async (query) => {
      const facts = { nameTaken: await this.facts.nameTaken(query, segment.name, null), segments: await this.facts.count(query) };
      return this.ids.withNewId(SEGMENT_IDS, async (id) => {
        const result = await this.executor.execute({
          streamId: segmentStreamId(id),
          decider: segmentDecider,
          actor: command.actor,
          command: {
            kind: 'create',
            id,
            name: segment.name,
            description: segment.description ?? null,
            project: segment.project ?? null,
            constraints: segment.constraints,
            createdBy: command.actor.name,
            now: this.clock.now().toISOString(),
            ...facts,
          },
        });
        return { receipt: result.receipt, id };
      });
    });
  }
}
