import { ExceedsLimitError, NameExistsError, NotFoundError } from '@pennant/kernel';

export class SignalEndpointNameExistsError extends NameExistsError {
  constructor(name: string) {
    super(`A signal endpoint with the name "${name}" already exists.`);
  }
}

export class SignalEndpointNotFoundError extends NotFoundError {
  constructor(id: number | string) {
    super(
      typeof id === 'number'
        ? `Could not find a signal endpoint with id ${id}.`
        : `Could not find an enabled signal endpoint named "${id}".`,
    );
  }
}

export class SignalEndpointTokenNotFoundError extends NotFoundError {
  constructor(endpointId: number, tokenId: number) {
    super(`Could not find a token with id ${tokenId} on signal endpoint ${endpointId}.`);
  }
}

export class SignalEndpointsLimitError extends ExceedsLimitError {
  constructor(limit: number) {
    super(`Failed to create signal endpoint. You can't create more than the established limit of ${limit}.`);
  }
}

export class SignalTokensLimitError extends ExceedsLimitError {
  constructor(limit: number) {
    super(`Failed to create signal endpoint token. You can't create more than the established limit of ${limit} per endpoint.`);
  }
}
