import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Deletes archived flags, all or none; `project` null = wherever the flag lives (`DELETE /archive/{f}`). */
export class DeleteFeaturesCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string | null,
    readonly names: readonly string[],
    readonly ignoreMissing: boolean,
  ) {
    super();
  }
}
