import { Command } from '@nestjs/cqrs';
import type { Principal } from '@pennant/platform';
import type { WriteReceipt } from '@pennant/core';

export class ChangeProjectCommand extends Command<WriteReceipt> {
  constructor(
    readonly principal: Principal,
    readonly project: string,
    readonly name: string,
    readonly newProject: string,
  ) {
    super();
  }
}
