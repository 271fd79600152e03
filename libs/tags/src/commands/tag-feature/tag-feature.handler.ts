import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import type { TagRef } from '@pennant/events';
import { featureDecider, FeatureNameNotFoundError, featureStreamId } from '@pennant/features';
import { tagDecider } from '../../domain/tag.decider';
import { tagStreamId } from '../../domain/tag-streams';
import { UnknownTagTypeError } from '../../domain/tag.errors';
import { TagFacts } from '../../facts/tag.facts';
import { UpdateFeatureTagsCommand } from './tag-feature.command';

/**
 * Checks before writing anything: every added tag's type exists (400) and the flag exists (404).
 * Then creates the missing tags (`tag-created`, each on its tag's stream) and tags/untags the flag
 * (`feature-tagged`/`feature-untagged`, flag stream). Separate appends, each idempotent: a failure
 * in between leaves a tag without flags, which a retry completes.
 */
@CommandHandler(UpdateFeatureTagsCommand)
export class UpdateFeatureTagsHandler implements ICommandHandler<UpdateFeatureTagsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: TagFacts,
  ) {}

  async execute(command: UpdateFeatureTagsCommand): Promise<{ receipt: WriteReceipt; tags: TagRef[] }> {
    const unknown = await this.facts.unknownType(command.added);
    if (unknown !== undefined) throw new UnknownTagTypeError(unknown);
    const flag = (await this.executor.load(featureStreamId(command.name), featureDecider)).state;
    if (flag.row === null || flag.status === 'none' || flag.status === 'deleted') throw new FeatureNameNotFoundError(command.name);
    for (const tag of command.added) {
      await this.executor.execute({
        streamId: tagStreamId(tag),
        decider: tagDecider,
        actor: command.actor,
        command: { kind: 'create', tag, typeExists: true, ifMissing: true },
      });
    }
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'update-feature-tags', name: command.name, added: command.added, removed: command.removed },
    });
    return { receipt: result.receipt, tags: result.state.tags ?? [] };
  }
}
