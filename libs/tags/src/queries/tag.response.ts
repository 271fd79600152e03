import { array, boolean, constant, named, nullable, object, optional, string } from '@pennant/platform';

/*
 * What the tag routes answer (ADR 0050): the OpenAPI document shows these schemas and the
 * controllers return their `Infer` types.
 */

/** Unleash's tagSchema `{type, value}`. */
export const tagAnswer = named('tagSchema', object({ type: string(), value: string() }, { strict: true }));

/** A flag's tag, with its type's color. */
const featureTagAnswer = object({ type: string(), value: string(), color: nullable(string()) }, { strict: true });

/** Unleash's tagTypeSchema. */
export const tagTypeAnswer = named(
  'tagTypeSchema',
  object({ name: string(), description: string(), icon: nullable(string()), color: optional(nullable(string())) }, { strict: true }),
);

export const tagTypesAnswer = named(
  'tagTypesSchema',
  object({ version: constant(1), tagTypes: array(tagTypeAnswer, { maxItems: 100000 }) }, { strict: true }),
);
export const oneTagTypeAnswer = object({ version: constant(1), tagType: tagTypeAnswer }, { strict: true });
export const validTagTypeAnswer = named(
  'validateTagTypeSchema',
  object(
    {
      valid: boolean(),
      tagType: object(
        { name: string(), description: optional(string()), icon: optional(nullable(string())), color: optional(nullable(string())) },
        { strict: true },
      ),
    },
    { strict: true },
  ),
);

export const tagsAnswer = named(
  'tagsSchema',
  object({ version: constant(1), tags: array(tagAnswer, { maxItems: 1000000 }) }, { strict: true }),
);
export const oneTagAnswer = named('tagWithVersionSchema', object({ version: constant(1), tag: tagAnswer }, { strict: true }));
export const featureTagsAnswer = object({ version: constant(1), tags: array(featureTagAnswer, { maxItems: 100000 }) }, { strict: true });
