import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import type { TagRef } from '@pennant/events';
import { featureDecider, FeatureNameNotFoundError, featureStreamId } from '@pennant/features';
import { TAG_REGISTRY_STREAM, tagRegistryDecider } from '../../domain/tag-registry.decider';
import { UnknownTagTypeError } from '../../domain/tag.errors';
import { UpdateFeatureTagsCommand } from './tag-feature.command';

/**
 * Checks before writing anything: every added tag's type exists (400) and the flag exists (404).
 * Then creates the missing tags (`tag-created`, registry stream) and tags/untags the flag
 * (`feature-tagged`/`feature-untagged`, flag stream). Two appends, each idempotent: a failure in
 * between leaves a tag without flags, which a retry completes.
 */
@CommandHandler(UpdateFeatureTagsCommand)
export class UpdateFeatureTagsHandler implements ICommandHandler<UpdateFeatureTagsCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateFeatureTagsCommand): Promise<{ position: number; tags: TagRef[] }> {
    const registry = (await this.executor.load(TAG_REGISTRY_STREAM, tagRegistryDecider)).state;
    const unknown = command.added.find((t) => !registry.types[t.type]);
    if (unknown) throw new UnknownTagTypeError(unknown.type);
    const flag = (await this.executor.load(featureStreamId(command.name), featureDecider)).state;
    if (flag.row === null || flag.status === 'none' || flag.status === 'deleted') throw new FeatureNameNotFoundError(command.name);
    for (const tag of command.added) {
      await this.executor.execute({ streamId: TAG_REGISTRY_STREAM, decider: tagRegistryDecider, actor: command.actor, command: { kind: 'create-tag', tag, ifMissing: true } });
    }
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'update-feature-tags', name: command.name, added: command.added, removed: command.removed },
    });
    return { position: result.position, tags: result.state.tags ?? [] };
  }
}
