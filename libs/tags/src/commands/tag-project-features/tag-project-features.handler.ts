import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { combineReceipts, CommandExecutor, type WriteReceipt } from '@pennant/core';
import { FeatureFacts, featureDecider, featureStreamId } from '@pennant/features';
import { BadDataError } from '@pennant/platform';
import { tagDecider } from '../../domain/tag.decider';
import { tagStreamId } from '../../domain/tag-streams';
import { UnknownTagTypeError } from '../../domain/tag.errors';
import { TagFacts } from '../../facts/tag.facts';
import { TagProjectFeaturesCommand } from './tag-project-features.command';

/**
 * Unleash's bulk tag update: every added tag's type must exist (404) and every named flag that
 * exists must be in the project (400 `Tried to change tags of feature not belonging to project`);
 * unknown names are skipped. Checked before anything is written; then the missing tags are
 * created and each flag is tagged and untagged on its own stream (each step idempotent, so a retry
 * completes a failure in between). Remaining race (accepted): a flag moved between the check and
 * its append.
 */
@CommandHandler(TagProjectFeaturesCommand)
export class TagProjectFeaturesHandler implements ICommandHandler<TagProjectFeaturesCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly features: FeatureFacts,
    private readonly facts: TagFacts,
  ) {}

  async execute(command: TagProjectFeaturesCommand): Promise<WriteReceipt> {
    const unknown = await this.facts.unknownType(command.added);
    if (unknown !== undefined) throw new UnknownTagTypeError(unknown);
    const rows = await this.features.projectsOf(command.features);
    if (rows.some((r) => r.project !== command.project)) throw new BadDataError('Tried to change tags of feature not belonging to project');
    const receipts: WriteReceipt[] = [];
    for (const tag of command.added) {
      const created = await this.executor.execute({
        streamId: tagStreamId(tag),
        decider: tagDecider,
        actor: command.actor,
        command: { kind: 'create', tag, typeExists: true, ifMissing: true },
      });
      receipts.push(created.receipt);
    }
    for (const { name } of rows) {
      const result = await this.executor.execute({
        streamId: featureStreamId(name),
        decider: featureDecider,
        actor: command.actor,
        command: { kind: 'update-feature-tags', name, added: [...command.added], removed: [...command.removed] },
      });
      receipts.push(result.receipt);
    }
    return combineReceipts(receipts);
  }
}
