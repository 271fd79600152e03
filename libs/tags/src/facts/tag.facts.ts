import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '@pennant/core';
import type { TagRef } from '@pennant/events';
import { tagTypeDecider } from '../domain/tag-type.decider';
import { tagTypeStreamId } from '../domain/tag-streams';

/**
 * Whether tag types exist, read from their own streams (a tag's stream does not hold its type).
 * A type deleted between this read and the tag's append leaves a tag of a deleted type (ADR 0031).
 */
@Injectable()
export class TagFacts {
  constructor(private readonly executor: CommandExecutor) {}

  async typeExists(type: string): Promise<boolean> {
    return (await this.executor.load(tagTypeStreamId(type), tagTypeDecider(type))).state.type !== null;
  }

  /** The first tag whose type does not exist, if any. */
  async unknownType(tags: readonly TagRef[]): Promise<string | undefined> {
    for (const type of new Set(tags.map((t) => t.type))) if (!(await this.typeExists(type))) return type;
    return undefined;
  }
}
