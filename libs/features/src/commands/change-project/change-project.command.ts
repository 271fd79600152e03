import { Command } from '@nestjs/cqrs';
import type { Principal } from '@pennant/platform';

export class ChangeProjectCommand extends Command<{ position: number }> {
  constructor(
    readonly principal: Principal,
    readonly project: string,
    readonly name: string,
    readonly newProject: string,
  ) {
    super();
  }
}
