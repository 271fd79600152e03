import type { TagRegistryCommand, TagRegistryEvent } from './tag-registry.decider';
import { tagRegistryDecider as sut } from './tag-registry.decider';
import { BuiltInTagTypeError, TagExistsError, TagTypeExistsError, TagTypeNotFoundError, UnknownTagTypeError } from './tag.errors';

function given(events: TagRegistryEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: TagRegistryCommand) => ({ then: () => sut.decide(command, state) }) };
}

const color = { name: 'color', description: 'Colors', icon: null };
const typeCreated: TagRegistryEvent = { type: 'tag-type-created', data: { data: color } };
const red = { type: 'color', value: 'red' };
const tagCreated: TagRegistryEvent = { type: 'tag-created', data: { data: red } };

describe('tag registry decider', () => {
  it('creates a tag type once (409 afterwards); simple is built in', () => {
    expect(given([]).when({ kind: 'create-tag-type', data: color }).then()).toEqual([typeCreated]);
    expect(() => given([typeCreated]).when({ kind: 'create-tag-type', data: color }).then()).toThrow(TagTypeExistsError);
    expect(() => given([]).when({ kind: 'create-tag-type', data: { ...color, name: 'simple' } }).then()).toThrow(TagTypeExistsError);
  });

  it('updates a tag type when something changes; unknown is 404', () => {
    expect(given([typeCreated]).when({ kind: 'update-tag-type', name: 'color', description: 'Hues' }).then()).toEqual([{ type: 'tag-type-updated', data: { data: { ...color, description: 'Hues' }, preData: color } }]);
    expect(given([typeCreated]).when({ kind: 'update-tag-type', name: 'color', description: 'Colors' }).then()).toEqual([]);
    expect(() => given([]).when({ kind: 'update-tag-type', name: 'color' }).then()).toThrow(TagTypeNotFoundError);
  });

  it('deletes a tag type with its tags; simple cannot be deleted; unknown is a 404 as in Unleash 8 (issue 27)', () => {
    expect(given([typeCreated, tagCreated]).when({ kind: 'delete-tag-type', name: 'color' }).then()).toEqual([
      { type: 'tag-deleted', data: { preData: red } },
      { type: 'tag-type-deleted', data: { preData: color } },
    ]);
    expect(() => given([]).when({ kind: 'delete-tag-type', name: 'simple' }).then()).toThrow(BuiltInTagTypeError);
    expect(() => given([]).when({ kind: 'delete-tag-type', name: 'color' }).then()).toThrow(TagTypeNotFoundError);
  });

  it('creates a tag of a known type; duplicate is 409 unless ifMissing', () => {
    expect(given([typeCreated]).when({ kind: 'create-tag', tag: red, ifMissing: false }).then()).toEqual([tagCreated]);
    expect(() => given([]).when({ kind: 'create-tag', tag: red, ifMissing: true }).then()).toThrow(UnknownTagTypeError);
    expect(() => given([typeCreated, tagCreated]).when({ kind: 'create-tag', tag: red, ifMissing: false }).then()).toThrow(TagExistsError);
    expect(given([typeCreated, tagCreated]).when({ kind: 'create-tag', tag: red, ifMissing: true }).then()).toEqual([]);
  });

  it('deletes an existing tag; unknown is a no-op', () => {
    expect(given([typeCreated, tagCreated]).when({ kind: 'delete-tag', tag: red }).then()).toEqual([{ type: 'tag-deleted', data: { preData: red } }]);
    expect(given([typeCreated]).when({ kind: 'delete-tag', tag: red }).then()).toEqual([]);
  });

  it('does not take Object.prototype members for tag types (bad-input regression)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => given([]).when({ kind: 'update-tag-type', name, description: 'x' }).then()).toThrow(TagTypeNotFoundError);
      expect(() => given([]).when({ kind: 'delete-tag-type', name }).then()).toThrow(TagTypeNotFoundError);
      expect(() => given([]).when({ kind: 'create-tag', tag: { type: name, value: 'v' }, ifMissing: true }).then()).toThrow(UnknownTagTypeError);
      expect(given([]).when({ kind: 'create-tag-type', data: { name, description: '', icon: null } }).then()).toHaveLength(1);
    }
  });
});
