import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** Archives flags of a project, all or none; `ignoreMissing` for the bulk endpoint. */
export class ArchiveFeaturesCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly names: readonly string[],
    readonly ignoreMissing: boolean,
  ) {
    super();
  }
}
