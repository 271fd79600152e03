import { array, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

/** URL-safe names (a name must equal its own URI encoding), 2–50 characters, as Unleash's. */
const urlSafe = (max: number) =>
  string({
    minLength: 2,
    maxLength: max,
    pattern: /^[A-Za-z0-9\-_.!~*'()]+$/,
    patternHint: "must be URL-friendly (letters, digits and -_.!~*'())",
  });

/** A tag type's color, as Unleash's tagTypeSchema: `#` and six hex digits. */
const color = string({ pattern: /^#[0-9A-Fa-f]{6}$/, patternHint: 'must be a hexadecimal color like #FFFFFF' });

/** Body of `POST /api/admin/tag-types` (and of `POST /api/admin/tag-types/validate`). */
export const createTagTypeSchema = named(
  'createTagTypeSchema',
  object({
    name: urlSafe(50),
    description: optional(string({ maxLength: 1000 })),
    icon: optional(nullable(string({ maxLength: 255 }))),
    color: optional(nullable(color)),
  }),
);
/** Body of `PUT /api/admin/tag-types/{name}` (absent = keep). */
export const updateTagTypeSchema = named(
  'updateTagTypeSchema',
  object({
    description: optional(string({ maxLength: 1000 })),
    icon: optional(nullable(string({ maxLength: 255 }))),
    color: optional(nullable(color)),
  }),
);

/** A tag `{type, value}`; `type` defaults to `simple`. */
export const tagSchema = named('createTagSchema', object({ type: optional(urlSafe(50)), value: string({ minLength: 2, maxLength: 50 }) }));
/** Body of `PUT /api/admin/features/{f}/tags`. */
export const updateFeatureTagsSchema = named(
  'updateTagsSchema',
  object({
    addedTags: optional(array(tagSchema, { maxItems: 100 })),
    removedTags: optional(array(tagSchema, { maxItems: 100 })),
  }),
);

export type TagBody = Infer<typeof tagSchema>;

/** The stored tag of a body: value trimmed (Unleash trims), type defaulted. */
export function toTag(body: TagBody): { type: string; value: string } {
  return { type: body.type ?? 'simple', value: body.value.trim() };
}
