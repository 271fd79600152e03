import { boolean, nullable, object, oneOf, optional, string, type Infer } from '@pennant/platform';
import { FLAG_TYPES } from '../../domain/feature.decider';

/** URL-safe: the name must equal its own URI encoding, and not be "." or "..". */
export const featureNameSchema = string({ minLength: 1, maxLength: 100, pattern: /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/, patternHint: 'must be URL-friendly (letters, digits, "-", ".", "_", "~"), not "." or ".."' });

export const createFeatureSchema = object({
  name: featureNameSchema,
  type: optional(oneOf(FLAG_TYPES)),
  description: optional(nullable(string({ maxLength: 10000 }))),
  impressionData: optional(boolean()),
});

export type CreateFeatureBody = Infer<typeof createFeatureSchema>;
