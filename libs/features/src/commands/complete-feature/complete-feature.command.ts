import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import type { CompletionStatus } from '../../domain/feature.decider';
import type { WriteReceipt } from '@pennant/core';

export class CompleteFeatureCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly status: CompletionStatus,
    readonly statusValue: string | undefined,
  ) {
    super();
  }
}
