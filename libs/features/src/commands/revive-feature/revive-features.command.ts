import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

/** Revives archived flags, all or none; `project` null = wherever the flag lives (`/archive/revive/{f}`). */
export class ReviveFeaturesCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string | null,
    readonly names: readonly string[],
    readonly ignoreMissing: boolean,
  ) {
    super();
  }
}
