import { array, named, object, string, type Infer, type Schema } from '@pennant/platform';

/** Any JSON value, including null (the `value` of a JSON patch operation). */
const jsonValue: Schema<unknown> & { optional: true } = {
  json: {},
  optional: true,
  parse: (value) => value,
};

/** Body of `PATCH /projects/{p}/features/{f}`: an RFC 6902 JSON patch (the operations are checked by `featurePatchToChanges`). */
export const patchFeatureSchema = named(
  'patchesSchema',
  array(object({ op: string({ maxLength: 20 }), path: string({ maxLength: 1000 }), value: jsonValue }), {
    maxItems: 100,
  }),
);

export type PatchFeatureBody = Infer<typeof patchFeatureSchema>;
