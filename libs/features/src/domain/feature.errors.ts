import { NameExistsError, NotFoundError } from '@pennant/platform';

export class FeatureNameExistsError extends NameExistsError {
  constructor(name: string, archived: boolean) {
    super(archived ? `An archived flag with the name "${name}" already exists. Revive or delete it first.` : `A flag with the name "${name}" already exists.`);
  }
}

export class FeatureNotFoundError extends NotFoundError {
  constructor(name: string, project: string) {
    super(`Could not find a feature named "${name}" in project "${project}".`);
  }
}
