import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TagRef } from '@pennant/events';

/** A tag type as an export carries it (Unleash's exportResultSchema). */
export interface TagTypeDefinition {
  name: string;
  description: string | null;
  icon: string | null;
}

/**
 * What commands and other nouns ask of the tag registry, answered from its read model (rm_tags,
 * rm_tag_types, written by this lib's projection; ADR 0045). Whether a type exists for a write is
 * asked of its stream instead (`TagFacts`).
 */
@Injectable()
export class TagRegistryFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** The registered tags of the type (deleting the type cascades to them). */
  async tagsOfType(type: string): Promise<TagRef[]> {
    return (await this.dataSource.query('SELECT type, value FROM rm_tags WHERE type = $1', [type])) as TagRef[];
  }

  /** The definitions of the tag types among `names`, by name. */
  async typesNamed(names: readonly string[]): Promise<TagTypeDefinition[]> {
    return (await this.dataSource.query('SELECT name, description, icon FROM rm_tag_types WHERE name = ANY($1::text[]) ORDER BY name', [
      [...new Set(names)],
    ])) as TagTypeDefinition[];
  }
}
