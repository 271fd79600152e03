import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { combineReceipts, CommandExecutor, type WriteReceipt } from '@pennant/core';
import { tagDecider } from '../../domain/tag.decider';
import { tagStreamId } from '../../domain/tag-streams';
import { TagCascade } from '../tag-cascade.service';
import { TagFacts } from '../../facts/tag.facts';
import { CreateTagCommand, DeleteTagCommand } from './manage-tags.command';

/** Appends to the tag's own stream only: creating different tags never contends (ADR 0031). */
@CommandHandler(CreateTagCommand)
export class CreateTagHandler implements ICommandHandler<CreateTagCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: TagFacts,
  ) {}

  async execute(command: CreateTagCommand): Promise<WriteReceipt> {
    const typeExists = await this.facts.typeExists(command.tag.type);
    const result = await this.executor.execute({
      streamId: tagStreamId(command.tag),
      decider: tagDecider,
      actor: command.actor,
      command: { kind: 'create', tag: command.tag, typeExists, ifMissing: false },
    });
    return result.receipt;
  }
}

/** Untags every flag carrying the tag, then deletes it (`tag-deleted`); an unknown tag is a no-op. */
@CommandHandler(DeleteTagCommand)
export class DeleteTagHandler implements ICommandHandler<DeleteTagCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly cascade: TagCascade,
  ) {}

  async execute(command: DeleteTagCommand): Promise<WriteReceipt> {
    const untagged = await this.cascade.untagEverywhere(command.actor, [command.tag]);
    const result = await this.executor.execute({
      streamId: tagStreamId(command.tag),
      decider: tagDecider,
      actor: command.actor,
      command: { kind: 'delete', tag: command.tag },
    });
    return combineReceipts([...untagged, result.receipt]);
  }
}
