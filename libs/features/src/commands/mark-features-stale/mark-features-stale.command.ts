import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

/** `POST /projects/{p}/stale`: one `feature-stale-on/off` per flag whose value changes; unknown names ignored. */
export class MarkFeaturesStaleCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly names: readonly string[],
    readonly stale: boolean,
  ) {
    super();
  }
}
