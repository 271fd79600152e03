import { Query } from '@nestjs/cqrs';
import { array, boolean, named, object, string, type Infer } from '@pennant/platform';

/** Unleash's validateArchiveFeaturesSchema. */
export const validateArchiveAnswer = named(
  'validateArchiveFeaturesSchema',
  object({ parentsWithChildFeatures: array(string(), { maxItems: 1000 }), hasDeletedDependencies: boolean() }, { strict: true }),
);

export type ValidateArchiveAnswer = Infer<typeof validateArchiveAnswer>;

/**
 * What archiving these flags of the project would do to dependencies, before it is done (Unleash's
 * archive dialog asks): the listed flags that other flags, not archived with them, still depend on
 * — archiving those is refused (ADR 0011) — and whether a listed flag depends on a parent, a
 * dependency that archiving removes. Names not in the project are ignored, as archiving ignores them.
 */
export class ValidateArchiveQuery extends Query<ValidateArchiveAnswer | null> {
  constructor(
    readonly project: string,
    readonly features: readonly string[],
  ) {
    super();
  }
}
