import { named, object, oneOf, optional, string, type Infer } from '@pennant/platform';

/** Body of `POST .../lifecycle/complete` (Unleash's featureLifecycleCompletedSchema). */
export const completeFeatureSchema = named(
  'completeFeatureSchema',
  object({
    status: oneOf(['kept', 'discarded'] as const),
    statusValue: optional(string({ maxLength: 100 })),
  }),
);

export type CompleteFeatureBody = Infer<typeof completeFeatureSchema>;
