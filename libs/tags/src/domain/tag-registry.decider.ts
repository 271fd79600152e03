import type { Decider } from '@pennant/core';
import { assertNever, type DomainEvent, type TagRef, type TagTypeData } from '@pennant/events';
import { BuiltInTagTypeError, TagExistsError, TagTypeExistsError, TagTypeNotFoundError, UnknownTagTypeError } from './tag.errors';

/** One stream holds every tag type and tag: names are unique because its appends are serialized. */
export const TAG_REGISTRY_STREAM = 'tag-registry';

/** Tag types that exist without an event (ADR 0011): Unleash's `simple`. They can be updated, not deleted. */
export const BUILT_IN_TAG_TYPES: readonly TagTypeData[] = [{ name: 'simple', description: 'Used to simplify filtering of features', icon: '#' }];

export type TagRegistryEvent = DomainEvent<'tag-type-created' | 'tag-type-updated' | 'tag-type-deleted' | 'tag-created' | 'tag-deleted'>;

export interface TagRegistryState {
  types: Record<string, TagTypeData>;
  /** Tags by `tagKey`. */
  tags: Record<string, TagRef>;
}

export type TagRegistryCommand =
  | { kind: 'create-tag-type'; data: TagTypeData }
  | { kind: 'update-tag-type'; name: string; description?: string; icon?: string | null }
  | { kind: 'delete-tag-type'; name: string }
  /** `ifMissing`: tagging a flag creates the tag only when it does not exist (no 409). */
  | { kind: 'create-tag'; tag: TagRef; ifMissing: boolean }
  | { kind: 'delete-tag'; tag: TagRef };

export const tagKey = (tag: TagRef): string => JSON.stringify([tag.type, tag.value]);

/** Own entries only: a name such as `constructor` or `toString` must not find Object.prototype's. */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function decide(command: TagRegistryCommand, state: TagRegistryState): TagRegistryEvent[] {
  switch (command.kind) {
    case 'create-tag-type':
      if (own(state.types, command.data.name)) throw new TagTypeExistsError(command.data.name);
      return [{ type: 'tag-type-created', data: { data: command.data } }];
    case 'update-tag-type': {
      const current = own(state.types, command.name);
      if (!current) throw new TagTypeNotFoundError(command.name);
      const data: TagTypeData = { name: current.name, description: command.description ?? current.description, icon: command.icon !== undefined ? command.icon : current.icon };
      if (data.description === current.description && data.icon === current.icon) return [];
      return [{ type: 'tag-type-updated', data: { data, preData: current } }];
    }
    case 'delete-tag-type': {
      const current = own(state.types, command.name);
      if (BUILT_IN_TAG_TYPES.some((t) => t.name === command.name)) throw new BuiltInTagTypeError(command.name);
      // Unleash 8 answers 404 for a tag type that does not exist (issue 27).
      if (!current) throw new TagTypeNotFoundError(command.name);
      const tags = Object.values(state.tags).filter((t) => t.type === command.name);
      return [...tags.map((t): TagRegistryEvent => ({ type: 'tag-deleted', data: { preData: t } })), { type: 'tag-type-deleted', data: { preData: current } }];
    }
    case 'create-tag':
      if (!own(state.types, command.tag.type)) throw new UnknownTagTypeError(command.tag.type);
      if (own(state.tags, tagKey(command.tag))) {
        if (command.ifMissing) return [];
        throw new TagExistsError(command.tag.type, command.tag.value);
      }
      return [{ type: 'tag-created', data: { data: { type: command.tag.type, value: command.tag.value } } }];
    case 'delete-tag':
      return own(state.tags, tagKey(command.tag)) ? [{ type: 'tag-deleted', data: { preData: { type: command.tag.type, value: command.tag.value } } }] : [];
    default:
      return assertNever(command);
  }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

function evolve(state: TagRegistryState, event: TagRegistryEvent): TagRegistryState {
  switch (event.type) {
    case 'tag-type-created':
    case 'tag-type-updated':
      return { ...state, types: { ...state.types, [event.data.data.name]: event.data.data } };
    case 'tag-type-deleted':
      return { ...state, types: without(state.types, event.data.preData.name) };
    case 'tag-created':
      return { ...state, tags: { ...state.tags, [tagKey(event.data.data)]: event.data.data } };
    case 'tag-deleted':
      return { ...state, tags: without(state.tags, tagKey(event.data.preData)) };
    default:
      return assertNever(event);
  }
}

export const tagRegistryDecider: Decider<TagRegistryCommand, TagRegistryState, TagRegistryEvent> = {
  initialState: { types: Object.fromEntries(BUILT_IN_TAG_TYPES.map((t) => [t.name, t])), tags: {} },
  evolve,
  decide,
};
