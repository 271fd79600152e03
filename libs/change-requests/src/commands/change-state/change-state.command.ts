import type { Principal } from '@pennant/platform';
import { Command } from '@nestjs/cqrs';
import type { ChangeRequestState } from '../../domain/change-request.decider';

export class ChangeStateCommand extends Command<void> {
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
