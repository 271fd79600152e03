import { Command } from '@nestjs/cqrs';
import type { Actor, JsonObject } from '@pennant/events';
import { type WriteReceipt } from '@pennant/core';

export interface NewChange {
  feature: string | null;
  segmentId: number | null;
  action: string;
  payload: JsonObject;
}

/** Adds changes to the caller's draft for the environment, creating the draft if needed. */
export class AddChangesCommand extends Command<{ id: number; receipt: WriteReceipt }> {
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
