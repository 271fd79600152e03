import type { Principal } from '@pennant/platform';
import { Command } from '@nestjs/cqrs';
import type { ChangeRequestState } from '../../domain/change-request.decider';
import type { WriteReceipt } from '@pennant/core';

export class ChangeStateCommand extends Command<WriteReceipt> {
  constructor(
    readonly principal: Principal,
    readonly project: string,
    readonly id: number,
    readonly state: ChangeRequestState,
    readonly comment: string | null,
    readonly scheduledAt: string | null,
  ) {
    super();
  }
}
