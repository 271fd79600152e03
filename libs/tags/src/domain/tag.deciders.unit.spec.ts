import { deciderSpec } from '@pennant/core/testing';
import { tagDecider, type TagEvent } from './tag.decider';
import { TAG_REGISTRY_LEGACY, tagStreamId, tagTypeStreamId } from './tag-streams';
import { tagTypeDecider, type TagTypeEvent } from './tag-type.decider';
import { BuiltInTagTypeError, TagExistsError, TagTypeExistsError, TagTypeNotFoundError, UnknownTagTypeError } from './tag.errors';

/** One decider per tag type (its stream is named after it). */
const tagType = (name: string) => deciderSpec(tagTypeDecider(name));
const tags = deciderSpec(tagDecider);

const color = { name: 'color', description: 'Colors', icon: null, color: null };
const typeCreated: TagTypeEvent = { type: 'tag-type-created', data: { data: color } };
const typeDeleted: TagTypeEvent = { type: 'tag-type-deleted', data: { preData: color } };
const red = { type: 'color', value: 'red' };
const tagCreated: TagEvent = { type: 'tag-created', data: { data: red } };
const tagDeleted: TagEvent = { type: 'tag-deleted', data: { preData: red } };

describe('tag type decider (one stream per tag type)', () => {
  it('creates a tag type once (409 afterwards, again allowed after a delete); simple is built in', () => {
    tagType('color').given([]).when({ kind: 'create', data: color }).then([typeCreated]);
    tagType('color').given([typeCreated]).when({ kind: 'create', data: color }).thenThrows(TagTypeExistsError);
    tagType('color').given([typeCreated, typeDeleted]).when({ kind: 'create', data: color }).then([typeCreated]);
    tagType('simple')
      .given([])
      .when({ kind: 'create', data: { ...color, name: 'simple' } })
      .thenThrows(TagTypeExistsError);
  });

  it("changes a tag type's color; a type recorded before colors existed is white (as Unleash's migration made them)", () => {
    tagType('color')
      .given([typeCreated])
      .when({ kind: 'update', name: 'color', color: '#00FF00' })
      .then([{ type: 'tag-type-updated', data: { data: { ...color, color: '#00FF00' }, preData: color } }]);
    const { color: _none, ...legacy } = color;
    const legacyCreated: TagTypeEvent = { type: 'tag-type-created', data: { data: legacy } };
    tagType('color').given([legacyCreated]).when({ kind: 'update', name: 'color', color: '#FFFFFF' }).thenNothing();
    tagType('color')
      .given([legacyCreated])
      .when({ kind: 'update', name: 'color', description: 'Hues' })
      .then([{ type: 'tag-type-updated', data: { data: { ...legacy, description: 'Hues', color: '#FFFFFF' }, preData: legacy } }]);
    tagType('simple').given([]).when({ kind: 'update', name: 'simple', color: '#FFFFFF' }).thenNothing();
  });

  it('updates a tag type (built-in ones too) when something changes; unknown is 404', () => {
    tagType('color')
      .given([typeCreated])
      .when({ kind: 'update', name: 'color', description: 'Hues' })
      .then([{ type: 'tag-type-updated', data: { data: { ...color, description: 'Hues' }, preData: color } }]);
    tagType('color').given([typeCreated]).when({ kind: 'update', name: 'color', description: 'Colors' }).thenNothing();
    expect(tagType('simple').given([]).when({ kind: 'update', name: 'simple', icon: null }).events()[0].type).toBe('tag-type-updated');
    tagType('color').given([]).when({ kind: 'update', name: 'color' }).thenThrows(TagTypeNotFoundError);
  });

  it('deletes a tag type (its tags are deleted on their own streams); simple cannot be deleted; unknown is a 404 as in Unleash 8', () => {
    tagType('color').given([typeCreated]).when({ kind: 'delete', name: 'color' }).then([typeDeleted]);
    tagType('simple').given([]).when({ kind: 'delete', name: 'simple' }).thenThrows(BuiltInTagTypeError);
    tagType('color').given([]).when({ kind: 'delete', name: 'color' }).thenThrows(TagTypeNotFoundError);
  });

  it('does not take Object.prototype members for tag types (bad-input regression)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      tagType(name).given([]).when({ kind: 'update', name, description: 'x' }).thenThrows(TagTypeNotFoundError);
      tagType(name).given([]).when({ kind: 'delete', name }).thenThrows(TagTypeNotFoundError);
      expect(
        tagType(name)
          .given([])
          .when({ kind: 'create', data: { name, description: '', icon: null } })
          .events(),
      ).toHaveLength(1);
    }
  });
});

describe('tag decider (one stream per tag)', () => {
  it('creates a tag of an existing type; duplicate is 409 unless ifMissing; unknown type is 400', () => {
    tags.given([]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).then([tagCreated]);
    tags.given([]).when({ kind: 'create', tag: red, typeExists: false, ifMissing: true }).thenThrows(UnknownTagTypeError);
    tags.given([tagCreated]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).thenThrows(TagExistsError);
    tags.given([tagCreated]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: true }).thenNothing();
    tags.given([tagCreated, tagDeleted]).when({ kind: 'create', tag: red, typeExists: true, ifMissing: false }).then([tagCreated]);
  });

  it('deletes an existing tag; unknown is a no-op', () => {
    tags.given([tagCreated]).when({ kind: 'delete', tag: red }).then([tagDeleted]);
    tags.given([]).when({ kind: 'delete', tag: red }).thenNothing();
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
    expect([typeCreated, tagCreated, tagDeleted, typeDeleted].map((e) => TAG_REGISTRY_LEGACY.route(e))).toEqual([
      'tag-type-color',
      'tag-color:red',
      'tag-color:red',
      'tag-type-color',
    ]);
  });
});
