import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CreateContextFieldBody } from '../context-field.schemas';

export class CreateContextFieldCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly field: CreateContextFieldBody,
  ) {
    super();
  }
}
