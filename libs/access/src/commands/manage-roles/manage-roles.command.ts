import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';

export class ManageRoleCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly operation: { kind: 'create'; body: unknown } | { kind: 'update'; id: number; body: unknown } | { kind: 'delete'; id: number },
  ) {
    super();
  }
}
