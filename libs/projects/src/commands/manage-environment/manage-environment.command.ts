import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { type EnvironmentCommand } from '../../domain/environment.decider';

type Operation = Exclude<EnvironmentCommand, { kind: 'delete' }> | { kind: 'delete' };

export class ManageEnvironmentCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly operation: Operation,
  ) {
    super();
  }
}
