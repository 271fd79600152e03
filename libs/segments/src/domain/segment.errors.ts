import { NameExistsError, NotFoundError } from '@pennant/kernel';

export class SegmentNameExistsError extends NameExistsError {
  constructor(name: string) {
    super(`There is already a segment with the name "${name}".`);
  }
}

export class SegmentNotFoundError extends NotFoundError {
  constructor(id: number) {
    super(`No segment exists with ID "${id}".`);
  }
}

/**
 * DELETE of an unknown segment: the spec documents 409, with the spec's 409 error
 * kind; the message says what happened.
 */
export class SegmentToDeleteNotFoundError extends NameExistsError {
  constructor(id: number) {
    super(`Could not delete the segment with ID "${id}": no segment exists with that ID (not found).`);
  }
}

export class SegmentInUseError extends NameExistsError {
  constructor(id: number, strategies: number, defaults: readonly { project: string; environment: string }[] = []) {
    const users = [
      ...(strategies > 0 ? [`${strategies} ${strategies === 1 ? 'strategy' : 'strategies'} of active flags`] : []),
      ...defaults.map((d) => `the default strategy of project "${d.project}" in environment "${d.environment}"`),
    ];
    super(`The segment with ID "${id}" is in use by ${users.join(' and ')}; remove it from them before deleting it.`);
  }
}
