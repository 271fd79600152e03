import type { Principal } from '@pennant/platform';
import { Command } from '@nestjs/cqrs';
import type { Actor, JsonObject } from '@pennant/events';
import type { ChangeRequestState } from '../domain/change-request.decider';

export class ConfigureChangeRequestsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly environment: string,
    readonly enabled: boolean,
    readonly requiredApprovals: number,
  ) {
    super();
  }
}

export interface NewChange {
  feature: string | null;
  segmentId: number | null;
  action: string;
  payload: JsonObject;
}

/** Adds changes to the caller's draft for the environment, creating the draft if needed. */
export class AddChangesCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly environment: string,
    readonly changes: NewChange[],
    readonly title: string | null,
  ) {
    super();
  }
}

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

export class DiscardChangeCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly id: number,
    readonly changeId: number,
  ) {
    super();
  }
}
