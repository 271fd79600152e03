import { Command } from '@nestjs/cqrs';
import type { Actor, ProjectDefaultStrategy } from '@pennant/events';
import type { StrategyInput } from '@pennant/strategy-definitions/domain';
import { type WriteReceipt } from '@pennant/core';

/** `POST /projects/{p}/environments/{env}/default-strategy`; answers the stored default. */
export class SetDefaultStrategyCommand extends Command<{ strategy: ProjectDefaultStrategy; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly environment: string,
    readonly strategy: StrategyInput,
  ) {
    super();
  }
}
