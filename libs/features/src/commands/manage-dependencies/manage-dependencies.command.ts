import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `POST .../features/{child}/dependencies`. */
export class AddDependencyCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly parent: string,
    readonly enabled: boolean,
    readonly variants: string[],
  ) {
    super();
  }
}

/** `DELETE .../dependencies/{parent}` (parent given) or `DELETE .../dependencies` (all). */
export class RemoveDependenciesCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly parent?: string,
  ) {
    super();
  }
}
