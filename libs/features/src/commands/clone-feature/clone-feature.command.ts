import { Command } from '@nestjs/cqrs';
import type { Principal } from '@pennant/platform';

export class CloneFeatureCommand extends Command<{ position: number }> {
  constructor(
    readonly principal: Principal,
    readonly project: string,
    readonly source: string,
    readonly name: string,
    readonly replaceGroupId: boolean,
  ) {
    super();
  }
}
