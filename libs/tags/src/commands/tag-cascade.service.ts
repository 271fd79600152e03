import { Injectable } from '@nestjs/common';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import type { Actor, TagRef } from '@pennant/events';
import { featureDecider, featureStreamId, FeatureUsageFacts } from '@pennant/features';
import { TagRegistryFacts } from '../facts/tag-registry.facts';

/**
 * Deleting a tag (or a tag type) first untags every flag that carries it, one flag stream at a
 * time (`feature-untagged` on each), as Unleash's cascading delete does. The flags come from the
 * feature read model (`FeatureUsageFacts`); a flag tagged between that read and the registry's
 * delete keeps a tag whose registry entry is gone (accepted race; untagging it later still works).
 */
@Injectable()
export class TagCascade {
  constructor(
    private readonly flags: FeatureUsageFacts,
    private readonly registry: TagRegistryFacts,
    private readonly executor: CommandExecutor,
  ) {}

  async untagEverywhere(actor: Actor, tags: readonly TagRef[]): Promise<WriteReceipt[]> {
    const receipts: WriteReceipt[] = [];
    for (const row of await this.flags.flagsCarrying(tags)) {
      const { receipt } = await this.executor.execute({
        streamId: featureStreamId(row.featureName),
        decider: featureDecider,
        actor,
        command: { kind: 'update-feature-tags', name: row.featureName, added: [], removed: row.tags },
      });
      receipts.push(receipt);
    }
    return receipts;
  }

  async tagsOfType(type: string): Promise<TagRef[]> {
    return this.registry.tagsOfType(type);
  }
}
