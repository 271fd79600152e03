import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateContextFieldBody } from '../context-field.schema';
import type { WriteReceipt } from '@pennant/core';

export class UpdateContextFieldCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly changes: UpdateContextFieldBody,
  ) {
    super();
  }
}
