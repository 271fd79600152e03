import { DomainError, NotFoundError } from '@pennant/kernel';

export class SafeguardNotFoundError extends NotFoundError {
  constructor(featureName: string, environment: string) {
    super(`The flag "${featureName}" has no safeguard in the environment "${environment}".`);
  }
}

/** A safeguard is configured on a flag of the project that is not archived. */
export class SafeguardFlagNotFoundError extends NotFoundError {
  constructor(featureName: string, project: string) {
    super(`Could not find a feature named "${featureName}" in project "${project}".`);
  }
}

export class SafeguardOnArchivedFlagError extends DomainError {
  readonly name = 'ArchivedFeatureError';
  readonly status = 400;
  constructor(featureName: string) {
    super(`The flag "${featureName}" is archived; revive it before configuring its safeguards.`);
  }
}
