import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';

export class SetStrategySortOrderCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environment: string,
    readonly order: { id: string; sortOrder: number }[],
  ) {
    super();
  }
}
