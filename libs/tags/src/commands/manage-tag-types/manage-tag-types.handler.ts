import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { combineReceipts, CommandExecutor, type PlannedAppend, type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { tagDecider } from '../../domain/tag.decider';
import { tagStreamId, tagTypeStreamId } from '../../domain/tag-streams';
import { tagTypeDecider, type TagTypeCommand } from '../../domain/tag-type.decider';
import { TagCascade } from '../tag-cascade.service';
import { CreateTagTypeCommand, DeleteTagTypeCommand, UpdateTagTypeCommand } from './manage-tag-types.command';

async function run(executor: CommandExecutor, actor: Actor, name: string, command: TagTypeCommand): Promise<WriteReceipt> {
  const result = await executor.execute({ streamId: tagTypeStreamId(name), decider: tagTypeDecider(name), actor, command });
  return result.receipt;
}

@CommandHandler(CreateTagTypeCommand)
export class CreateTagTypeHandler implements ICommandHandler<CreateTagTypeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: CreateTagTypeCommand): Promise<WriteReceipt> {
    return run(this.executor, command.actor, command.data.name, { kind: 'create', data: command.data });
  }
}

@CommandHandler(UpdateTagTypeCommand)
export class UpdateTagTypeHandler implements ICommandHandler<UpdateTagTypeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: UpdateTagTypeCommand): Promise<WriteReceipt> {
    return run(this.executor, command.actor, command.name, { kind: 'update', name: command.name, ...command.changes });
  }
}

/**
 * Untags the flags carrying tags of the type, then deletes the tags (each on its stream) and the
 * type in one append. The tags come from the read model: a tag created while the type is being
 * deleted can outlive it (ADR 0031).
 */
@CommandHandler(DeleteTagTypeCommand)
export class DeleteTagTypeHandler implements ICommandHandler<DeleteTagTypeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly cascade: TagCascade,
  ) {}

  async execute({ actor, name }: DeleteTagTypeCommand): Promise<WriteReceipt> {
    const decider = tagTypeDecider(name);
    // Decide first (without appending) so a refused delete (built-in type) untags nothing.
    decider.decide({ kind: 'delete', name }, (await this.executor.load(tagTypeStreamId(name), decider)).state);
    const tags = await this.cascade.tagsOfType(name);
    const untagged = await this.cascade.untagEverywhere(actor, tags);
    const outcome = await this.executor.executeMany(actor, async (reader) => {
      const typeEvents = decider.decide({ kind: 'delete', name }, (await reader.load(tagTypeStreamId(name), decider)).state);
      if (typeEvents.length === 0) return { appends: [], result: null };
      const appends: PlannedAppend[] = [];
      for (const tag of tags) {
        const streamId = tagStreamId(tag);
        appends.push({ streamId, events: tagDecider.decide({ kind: 'delete', tag }, (await reader.load(streamId, tagDecider)).state) });
      }
      appends.push({ streamId: tagTypeStreamId(name), events: typeEvents });
      return { appends, result: null };
    });
    return combineReceipts([...untagged, outcome.receipt]);
  }
}
