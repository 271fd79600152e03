import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { segmentDecider } from '../../domain/segment.decider';
import { segmentStreamId } from '../../domain/segment-streams';
import { SegmentFacts } from '../../facts/segment.facts';
import { DeleteSegmentCommand } from './delete-segment.command';

@CommandHandler(DeleteSegmentCommand)
export class DeleteSegmentHandler implements ICommandHandler<DeleteSegmentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: SegmentFacts,
  ) {}

  /** Unknown id → 409, in use by a strategy of a non-archived flag or a project environment's default strategy → 409. */
  async execute(command: DeleteSegmentCommand): Promise<WriteReceipt> {
    const result = await this.executor.execute({
      streamId: segmentStreamId(command.id),
      decider: segmentDecider,
      actor: command.actor,
      command: {
        kind: 'delete',
        id: command.id,
        strategiesUsingIt: await this.facts.strategiesUsing(command.id),
        defaultStrategiesUsingIt: await this.facts.defaultStrategiesUsing(command.id),
      },
    });
    return result.receipt;
  }
}
