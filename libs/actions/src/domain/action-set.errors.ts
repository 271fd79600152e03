import { BadDataError, ExceedsLimitError, NameExistsError, NoAccessError, NotFoundError } from '@pennant/kernel';

export class ActionSetNotFoundError extends NotFoundError {
  constructor(project: string, id: number) {
    super(`Could not find an action set with id ${id} in project "${project}".`);
  }
}

export class ActionSetNameExistsError extends NameExistsError {
  constructor(project: string, name: string) {
    super(`An action set with the name "${name}" already exists in project "${project}".`);
  }
}

export class ProjectNotFoundError extends NotFoundError {
  constructor(project: string) {
    super(`Could not find a project with id "${project}".`);
  }
}

/** The action set's `match.sourceId` names no signal endpoint. */
export class UnknownSignalEndpointError extends BadDataError {
  constructor(sourceId: number) {
    super(
      `Request validation failed: your request body or params contain invalid data: body.match.sourceId: there is no signal endpoint with id ${sourceId}`,
      [{ path: 'body.match.sourceId', message: `body.match.sourceId: there is no signal endpoint with id ${sourceId}` }],
    );
  }
}

/** The action set's `actorId` names no service account: actions run as one (and need its permissions). */
export class UnknownServiceAccountError extends BadDataError {
  constructor(actorId: number) {
    super(
      `Request validation failed: your request body or params contain invalid data: body.actorId: there is no service account with id ${actorId}`,
      [{ path: 'body.actorId', message: `body.actorId: there is no service account with id ${actorId}` }],
    );
  }
}

/** Unleash's wording for a resource limit. */
export class ActionSetLimitError extends ExceedsLimitError {
  constructor(what: string, limit: number, per: string) {
    super(`Failed to create ${what}. You can't create more than the established limit of ${limit}${per}.`);
  }
}

/** The caller does not hold every right of the service account the set would act as (ADR 0056). */
export class ActAsRefusedError extends NoAccessError {
  constructor(actorId: number) {
    super(
      `An action set may only act as a service account whose rights you hold: the service account ${actorId} holds rights ` +
        '(its root role or project roles) that you do not. Choose a service account with fewer rights, or ask an Admin.',
    );
  }
}
