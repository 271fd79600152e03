import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { WriteReceipt } from '@pennant/core';

export class SetStrategySortOrderCommand extends Command<WriteReceipt> {
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
