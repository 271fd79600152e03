import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { TAG_REGISTRY_STREAM, tagRegistryDecider, type TagRegistryCommand } from '../../domain/tag-registry.decider';
import { TagCascade } from '../tag-cascade';
import { CreateTagTypeCommand, DeleteTagTypeCommand, UpdateTagTypeCommand } from './manage-tag-types.command';

async function run(executor: CommandExecutor, actor: Actor, command: TagRegistryCommand): Promise<{ position: number }> {
  const result = await executor.execute({ streamId: TAG_REGISTRY_STREAM, decider: tagRegistryDecider, actor, command });
  return { position: result.position };
}

@CommandHandler(CreateTagTypeCommand)
export class CreateTagTypeHandler implements ICommandHandler<CreateTagTypeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: CreateTagTypeCommand): Promise<{ position: number }> {
    return run(this.executor, command.actor, { kind: 'create-tag-type', data: command.data });
  }
}

@CommandHandler(UpdateTagTypeCommand)
export class UpdateTagTypeHandler implements ICommandHandler<UpdateTagTypeCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: UpdateTagTypeCommand): Promise<{ position: number }> {
    return run(this.executor, command.actor, { kind: 'update-tag-type', name: command.name, ...command.changes });
  }
}

/** Untags the flags carrying tags of the type, then deletes the tags and the type (one append). */
@CommandHandler(DeleteTagTypeCommand)
export class DeleteTagTypeHandler implements ICommandHandler<DeleteTagTypeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly cascade: TagCascade,
  ) {}

  async execute(command: DeleteTagTypeCommand): Promise<{ position: number }> {
    // Decide first (without appending) so a refused delete (built-in type) untags nothing.
    const { state } = await this.executor.load(TAG_REGISTRY_STREAM, tagRegistryDecider);
    tagRegistryDecider.decide({ kind: 'delete-tag-type', name: command.name }, state);
    await this.cascade.untagEverywhere(command.actor, await this.cascade.tagsOfType(command.name));
    return run(this.executor, command.actor, { kind: 'delete-tag-type', name: command.name });
  }
}
