import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type TagTypeData } from '@pennant/events';
import { BuiltInTagTypeError, TagTypeExistsError, TagTypeNotFoundError } from './tag.errors';
import { TAG_REGISTRY_LEGACY } from './tag-streams';
import { BUILT_IN_TAG_TYPES, colorOf, isBuiltInTagType } from '../model/built-in-tag-types';

export type TagTypeEvent = DomainEvent<'tag-type-created' | 'tag-type-updated' | 'tag-type-deleted'>;

/** One tag type's stream (`tagTypeStreamId`): the type, or null when it does not exist. */
export interface TagTypeState {
  type: TagTypeData | null;
}

export type TagTypeCommand =
  | { kind: 'create'; data: TagTypeData }
  | { kind: 'update'; name: string; description?: string; icon?: string | null; color?: string | null }
  /** Only the type's own event: the tags of the type are deleted on their streams in the same append. */
  | { kind: 'delete'; name: string };

function decide(command: TagTypeCommand, state: TagTypeState): TagTypeEvent[] {
  switch (command.kind) {
    case 'create':
      if (state.type) throw new TagTypeExistsError(command.data.name);
      return [{ type: 'tag-type-created', data: { data: command.data } }];
    case 'update': {
      const current = state.type;
      if (!current) throw new TagTypeNotFoundError(command.name);
      const color = command.color !== undefined ? command.color : colorOf(current);
      const data: TagTypeData = {
        name: current.name,
        description: command.description ?? current.description,
        icon: command.icon !== undefined ? command.icon : current.icon,
        color,
      };
      if (data.description === current.description && data.icon === current.icon && color === colorOf(current)) return [];
      return [{ type: 'tag-type-updated', data: { data, preData: current } }];
    }
    case 'delete':
      if (isBuiltInTagType(command.name)) throw new BuiltInTagTypeError(command.name);
      // Unleash 8 answers 404 for a tag type that does not exist.
      if (!state.type) throw new TagTypeNotFoundError(command.name);
      return [{ type: 'tag-type-deleted', data: { preData: state.type } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: TagTypeState, event: TagTypeEvent): TagTypeState {
  switch (event.type) {
    case 'tag-type-created':
    case 'tag-type-updated':
      return { type: event.data.data };
    case 'tag-type-deleted':
      return { type: null };
    default:
      return assertNever(event);
  }
}

/** The decider of the tag type `name` (its initial state is the built-in type of that name, if any). */
export function tagTypeDecider(name: string): Decider<TagTypeCommand, TagTypeState, TagTypeEvent> {
  return { initialState: { type: BUILT_IN_TAG_TYPES.find((t) => t.name === name) ?? null }, evolve, decide, legacy: TAG_REGISTRY_LEGACY };
}
