import { DomainError, NameExistsError, NotFoundError } from '@pennant/kernel';

export class FeatureNameExistsError extends NameExistsError {
  constructor(name: string, archived: boolean) {
    super(
      archived
        ? `An archived flag with the name "${name}" already exists. Revive or delete it first.`
        : `A flag with the name "${name}" already exists.`,
    );
  }
}

export class FeatureNotFoundError extends NotFoundError {
  constructor(name: string, project: string) {
    super(`Could not find a feature named "${name}" in project "${project}".`);
  }
}

/** Environments and strategies of an archived flag cannot change (Unleash's ArchivedFeatureError, 400). */
export class ArchivedFeatureError extends DomainError {
  readonly name = 'ArchivedFeatureError';
  readonly status = 400;
  constructor(name: string) {
    super(`The flag "${name}" is archived; revive it before changing its environments or strategies.`);
  }
}

export class StrategyNotFoundError extends NotFoundError {
  constructor(id: string, featureName: string, environment: string) {
    super(`Could not find a strategy with id "${id}" on the flag "${featureName}" in the environment "${environment}".`);
  }
}

export class EnvironmentNotFoundError extends NotFoundError {
  constructor(environment: string, project: string) {
    super(`The environment "${environment}" is not enabled for the project "${project}".`);
  }
}

/** A flag addressed without its project (`/api/admin/features/{name}/...`). */
export class FeatureNameNotFoundError extends NotFoundError {
  constructor(name: string) {
    super(`Could not find a feature named "${name}".`);
  }
}
