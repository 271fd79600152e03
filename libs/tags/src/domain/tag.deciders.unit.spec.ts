import { tagDecider, type TagCommand, type TagEvent } from './tag.decider';
import { TAG_REGISTRY_LEGACY, tagStreamId, tagTypeStreamId } from './tag-streams';
import { tagTypeDecider, type TagTypeCommand, type TagTypeEvent } from './tag-type.decider';
import { BuiltInTagTypeError, TagExistsError, TagTypeExistsError, TagTypeNotFoundError, UnknownTagTypeError } from './tag.errors';

function givenType(name: string, events: TagTypeEvent[]) {
  const sut = tagTypeDecider(name);
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: TagTypeCommand) => ({ then: () => sut.decide(command, state) }) };
}
function givenTag(events: TagEvent[]) {
  const state = events.reduce(tagDecider.evolve, tagDecider.initialState);
  return { when: (command: TagCommand) => ({ then: () => tagDecider.decide(command, state) }) };
}

const color = { name: 'color', description: 'Colors', icon: null, color: null };
const typeCreated: TagTypeEvent = { type: 'tag-type-created', data: { data: color } };
const typeDeleted: TagTypeEvent = { type: 'tag-type-deleted', data: { preData: color } };
const red = { type: 'color', value: 'red' };
const tagCreated: TagEvent = { type: 'tag-created', data: { data: red } };
const tagDeleted: TagEvent = { type: 'tag-deleted', data: { preData: red } };

describe('tag type decider (one stream per tag type)', () => {
  it('creates a tag type once (409 afterwards, again allowed after a delete); simple is built in', () => {
    expect(givenType('color', []).when({ kind: 'create', data: color }).then()).toEqual([typeCreated]);
    expect(() => givenType('color', [typeCreated]).when({ kind: 'create', data: color }).then()).toThrow(TagTypeExistsError);
    expect(givenType('color', [typeCreated, typeDeleted]).when({ kind: 'create', data: color }).then()).toEqual([typeCreated]);
    expect(() => givenType('simple', []).when({ kind: 'create', data: { ...color, name: 'simple' } }).then()).toThrow(TagTypeExistsError);
  });

  it('changes a tag type\'s color; a type recorded before colors existed is white (as Unleash\'s migration made them)', () => {
    expect(givenType('color', [typeCreated]).when({ kind: 'update', name: 'color', color: '#00FF00' }).then()).toEqual([{ type: 'tag-type-updated', data: { data: { ...color, color: '#00FF00' }, preData: color } }]);
    const { color: _none, ...legacy } = color;
    const legacyCreated: TagTypeEvent = { type: 'tag-type-created', data: { data: legacy } };
    expect(givenType('color', [legacyCreated]).when({ kind: 'update', name: 'color', color: '#FFFFFF' }).then()).toEqual([]);
    expect(givenType('color', [legacyCreated]).when({ kind: 'update', name: 'color', description: 'Hues' }).then()).toEqual([{ type: 'tag-type-updated', data: { data: { ...legacy, description: 'Hues', color: '#FFFFFF' }, preData: legacy } }]);
    expect(givenType('simple', []).when({ kind: 'update', name: 'simple', color: '#FFFFFF' }).then()).toEqual([]);
  });

  it('updates a tag type (built-in ones too) when something changes; unknown is 404', () => {
    expect(givenType('color', [typeCreated]).when({ kind: 'update', name: 'color', description: 'Hues' }).then()).toEqual([{ type: 'tag-type-updated', data: { data: { ...color, description: 'Hues' }, preData: color } }]);
    expect(givenType('color', [typeCreated]).when({ kind: 'update', name: 'color', description: 'Colors' }).then()).toEqual([]);
    expect(givenType('simple', []).when({ kind: 'update', name: 'simple', icon: null }).then()[0].type).toBe('tag-type-updated');
    expect(() => givenType('color', []).when({ kind: 'update', name: 'color' }).then()).toThrow(TagTypeNotFoundError);
  });

  it('deletes a tag type (its tags are deleted on their own streams); simple cannot be deleted; unknown is a 404 as in Unleash 8 (issue 27)', () => {
    expect(givenType('color', [typeCreated]).when({ kind: 'delete', name: 'color' }).then()).toEqual([typeDeleted]);
    expect(() => givenType('simple', []).when({ kind: 'delete', name: 'simple' }).then()).toThrow(BuiltInTagTypeError);
    expect(() => givenType('color', []).when({ kind: 'delete', name: 'color' }).then()).toThrow(TagTypeNotFoundError);
  });

  it('does not take Object.prototype members for tag types (bad-input regression)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => givenType(name, []).when({ kind: 'update', name, description: 'x' }).then()).toThrow(TagTypeNotFoundError);
      expect(() => givenType(name, []).when({ kind: 'delete', name }).then()).toThrow(TagTypeNotFoundError);
      expect(givenType(name, []).when({ kind: 'create', data: { name, description: '', icon: null } }).then()).toHaveLength(1);
    }
  });
});

describe('tag decider (one stream per tag)', () => {
  it('creates a tag of an existing type; duplicate is 409 unless ifMissing; unknown type is 400', () => {
    expect(givenTag([]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).then()).toEqual([tagCreated]);
    expect(() => givenTag([]).when({ kind: 'create', tag: red, typeExists: false, ifMissing: true }).then()).toThrow(UnknownTagTypeError);
    expect(() => givenTag([tagCreated]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).then()).toThrow(TagExistsError);
    expect(givenTag([tagCreated]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: true }).then()).toEqual([]);
    expect(givenTag([tagCreated, tagDeleted]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).then()).toEqual([tagCreated]);
  });

  it('deletes an existing tag; unknown is a no-op', () => {
    expect(givenTag([tagCreated]).when({ kind: 'delete', tag: red }).then()).toEqual([tagDeleted]);
    expect(givenTag([]).when({ kind: 'delete', tag: red }).then()).toEqual([]);
  });
});

describe('tag streams and the old tag-registry stream', () => {
  it('names streams unambiguously: a type name never contains the `:` that separates type and value', () => {
    expect(tagTypeStreamId('color')).toBe('tag-type-color');
    expect(tagStreamId(red)).toBe('tag-color:red');
    expect(tagTypeStreamId('x:y')).not.toBe(tagStreamId({ type: 'type-x', value: 'y' }));
    expect(tagStreamId({ type: 'a:b', value: 'c' })).not.toBe(tagStreamId({ type: 'a', value: 'b:c' }));
  });

  it('routes every event of the old registry stream to its item stream', () => {
    expect([typeCreated, tagCreated, tagDeleted, typeDeleted].map((e) => TAG_REGISTRY_LEGACY.route(e))).toEqual(['tag-type-color', 'tag-color:red', 'tag-color:red', 'tag-type-color']);
  });
});
