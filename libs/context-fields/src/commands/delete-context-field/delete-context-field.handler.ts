import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { FeatureUsageFacts } from '@pennant/features';
import { SegmentFacts } from '@pennant/segments';
import { contextFieldDecider, contextFieldStreamId } from '../../domain/context-field.decider';
import { DeleteContextFieldCommand } from './delete-context-field.command';

@CommandHandler(DeleteContextFieldCommand)
export class DeleteContextFieldHandler implements ICommandHandler<DeleteContextFieldCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly flags: FeatureUsageFacts,
    private readonly segments: SegmentFacts,
  ) {}

  /**
   * Unknown → 404, built-in → 403, used by a constraint of an active flag's strategy or of a
   * segment (asked of the features' and segments' facts) → 409 naming the uses. Remaining race (accepted, as for segments): a
   * constraint on the field added between this read and the append.
   */
  async execute(command: DeleteContextFieldCommand): Promise<WriteReceipt> {
    const [strategies, segments] = await Promise.all([
      this.flags.strategiesConstrainingOn(command.name),
      this.segments.constrainingOn(command.name),
    ]);
    const result = await this.executor.execute({
      streamId: contextFieldStreamId(command.name),
      decider: contextFieldDecider,
      actor: command.actor,
      command: { kind: 'delete', name: command.name, usage: { strategies, segments } },
    });
    return result.receipt;
  }
}
