import { InvalidOperationError, NameExistsError, NotFoundError } from '@pennant/kernel';

export class StrategyExistsError extends NameExistsError {
  constructor(name: string) {
    super(`A strategy with the name "${name}" already exists.`);
  }
}

export class StrategyNotFoundError extends NotFoundError {
  constructor(name: string) {
    super(`Could not find a strategy with the name "${name}".`);
  }
}

/** Built-in strategies are what the SDKs implement: their definition is not editable. */
export class BuiltInStrategyError extends InvalidOperationError {
  constructor(name: string, action: 'edit' | 'delete' | 'deprecate') {
    super(`The strategy "${name}" is built in; you cannot ${action} it.`);
  }
}
