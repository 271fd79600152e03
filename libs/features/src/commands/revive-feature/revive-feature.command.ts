import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Revives archived flags, all or none; `project` null = wherever the flag lives (`/archive/revive/{f}`). */
export class ReviveFeaturesCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string | null,
    readonly names: readonly string[],
    readonly ignoreMissing: boolean,
  ) {
    super();
  }
}
