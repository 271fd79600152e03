import { boolean, named, object, optional, type Infer } from '@pennant/platform';
import { featureNameSchema } from '../../model/feature-name.schema';

/** Unleash's cloneFeatureSchema: the new name; `replaceGroupId` (default true) gives the copy its own stickiness hashing. */
export const cloneFeatureSchema = named('cloneFeatureSchema', object({ name: featureNameSchema, replaceGroupId: optional(boolean()) }));

export type CloneFeatureBody = Infer<typeof cloneFeatureSchema>;
