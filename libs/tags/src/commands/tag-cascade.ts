import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import type { Actor, TagRef } from '@pennant/events';
import { featureDecider, featureStreamId } from '@pennant/features';

/**
 * Deleting a tag (or a tag type) first untags every flag that carries it, one flag stream at a
 * time (`feature-untagged` on each), as Unleash's cascading delete does. The flags come from the
 * feature read model; a flag tagged between that read and the registry's delete keeps a tag whose
 * registry entry is gone (accepted race; untagging it later still works).
 */
@Injectable()
export class TagCascade {
  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: CommandExecutor,
  ) {}

  async untagEverywhere(actor: Actor, tags: readonly TagRef[]): Promise<void> {
    if (tags.length === 0) return;
    const rows = (await this.dataSource.query(
      `SELECT t.feature_name, json_agg(json_build_object('type', t.tag_type, 'value', t.tag_value)) AS tags
         FROM rm_feature_tags t JOIN jsonb_to_recordset($1::jsonb) AS x(type text, value text) ON x.type = t.tag_type AND x.value = t.tag_value
        GROUP BY t.feature_name ORDER BY t.feature_name`,
      [JSON.stringify(tags)],
    )) as { feature_name: string; tags: TagRef[] }[];
    for (const row of rows) {
      await this.executor.execute({
        streamId: featureStreamId(row.feature_name),
        decider: featureDecider,
        actor,
        command: { kind: 'update-feature-tags', name: row.feature_name, added: [], removed: row.tags },
      });
    }
  }

  async tagsOfType(type: string): Promise<TagRef[]> {
    return (await this.dataSource.query('SELECT type, value FROM rm_tags WHERE type = $1', [type])) as TagRef[];
  }
}
