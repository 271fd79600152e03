import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type TagRef } from '@pennant/events';
import { TagExistsError, UnknownTagTypeError } from './tag.errors';
import { TAG_REGISTRY_LEGACY } from './tag-streams';

export type TagEvent = DomainEvent<'tag-created' | 'tag-deleted'>;

/** One tag's stream (`tagStreamId`): the tag, or null when it does not exist. */
export interface TagState {
  tag: TagRef | null;
}

export type TagCommand =
  /** `typeExists`: read from the type's stream. `ifMissing`: tagging a flag creates the tag only when it does not exist (no 409). */
  { kind: 'create'; tag: TagRef; typeExists: boolean; ifMissing: boolean } | { kind: 'delete'; tag: TagRef };

function decide(command: TagCommand, state: TagState): TagEvent[] {
  switch (command.kind) {
    case 'create':
      if (!command.typeExists) throw new UnknownTagTypeError(command.tag.type);
      if (state.tag) {
        if (command.ifMissing) return [];
        throw new TagExistsError(command.tag.type, command.tag.value);
      }
      return [{ type: 'tag-created', data: { data: { type: command.tag.type, value: command.tag.value } } }];
    case 'delete':
      return state.tag ? [{ type: 'tag-deleted', data: { preData: { type: state.tag.type, value: state.tag.value } } }] : [];
    default:
      return assertNever(command);
  }
}

function evolve(state: TagState, event: TagEvent): TagState {
  switch (event.type) {
    case 'tag-created':
      return { tag: { type: event.data.data.type, value: event.data.data.value } };
    case 'tag-deleted':
      return { tag: null };
    default:
      return assertNever(event);
  }
}

export const tagDecider: Decider<TagCommand, TagState, TagEvent> = {
  initialState: { tag: null },
  evolve,
  decide,
  legacy: TAG_REGISTRY_LEGACY,
};
