import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { ProjectCommand } from '../../domain/project.decider';
import type { WriteReceipt } from '@pennant/core';

/** Every project operation; the handler adds the facts from read models the decider needs. */
export type ProjectOperation =
  | Extract<ProjectCommand, { kind: 'update' | 'revive' | 'add-environment' | 'remove-environment' }>
  | { kind: 'create'; data: Extract<ProjectCommand, { kind: 'create' }>['data']; environments: string[] | null }
  | { kind: 'archive' }
  | { kind: 'delete' };

export class ManageProjectCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly operation: ProjectOperation,
  ) {
    super();
  }
}
