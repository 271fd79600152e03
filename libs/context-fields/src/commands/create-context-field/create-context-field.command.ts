import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CreateContextFieldBody } from '../context-field.schema';
import type { WriteReceipt } from '@pennant/core';

export class CreateContextFieldCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly field: CreateContextFieldBody,
  ) {
    super();
  }
}
