import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { UpdateContextFieldBody } from '../context-field.schemas';

export class UpdateContextFieldCommand extends Command<{ position: number }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly changes: UpdateContextFieldBody,
  ) {
    super();
  }
}
