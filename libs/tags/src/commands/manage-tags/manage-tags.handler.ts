import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { TAG_REGISTRY_STREAM, tagRegistryDecider } from '../../domain/tag-registry.decider';
import { TagCascade } from '../tag-cascade';
import { CreateTagCommand, DeleteTagCommand } from './manage-tags.command';

@CommandHandler(CreateTagCommand)
export class CreateTagHandler implements ICommandHandler<CreateTagCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateTagCommand): Promise<{ position: number }> {
    const result = await this.executor.execute({ streamId: TAG_REGISTRY_STREAM, decider: tagRegistryDecider, actor: command.actor, command: { kind: 'create-tag', tag: command.tag, ifMissing: false } });
    return { position: result.position };
  }
}

/** Untags every flag carrying the tag, then deletes it (`tag-deleted`); an unknown tag is a no-op. */
@CommandHandler(DeleteTagCommand)
export class DeleteTagHandler implements ICommandHandler<DeleteTagCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly cascade: TagCascade,
  ) {}

  async execute(command: DeleteTagCommand): Promise<{ position: number }> {
    await this.cascade.untagEverywhere(command.actor, [command.tag]);
    const result = await this.executor.execute({ streamId: TAG_REGISTRY_STREAM, decider: tagRegistryDecider, actor: command.actor, command: { kind: 'delete-tag', tag: command.tag } });
    return { position: result.position };
  }
}
