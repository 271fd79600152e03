import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { type ProjectCommand } from '@pennant/projects';

export type AccessOperation = Extract<
  ProjectCommand,
  { kind: 'add-access' | 'set-roles' | 'delete-roles' | 'add-role' | 'remove-role' | 'change-role' }
>;

export class ManageProjectAccessCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly operation: AccessOperation,
  ) {
    super();
  }
}
