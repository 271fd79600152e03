import { boolean, named, nullable, object, optional, string, type Infer } from '@pennant/platform';

/** URL-safe: the name is the last path segment of the endpoint's URL; not "." or "..". */
export const signalEndpointNameSchema = string({
  minLength: 1,
  maxLength: 100,
  pattern: /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/,
  patternHint: 'must be URL-friendly (letters, digits, "-", ".", "_", "~"), not "." or ".."',
});

export const createSignalEndpointSchema = named(
  'createSignalEndpointSchema',
  object({
    name: signalEndpointNameSchema,
    description: optional(nullable(string({ maxLength: 10000 }))),
    enabled: optional(boolean()),
  }),
);

export type CreateSignalEndpointBody = Infer<typeof createSignalEndpointSchema>;
