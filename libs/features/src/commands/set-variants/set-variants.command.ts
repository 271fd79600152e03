import { Command } from '@nestjs/cqrs';
import type { WriteReceipt } from '@pennant/core';
import type { Actor, EnvironmentVariant } from '@pennant/events';
import type { VariantsChange } from '../../domain/feature.decider';

export interface SetVariantsResult {
  receipt: WriteReceipt;
  variants: EnvironmentVariant[];
}

/** Env variants of one or several environments (PUT/PATCH env variants, variants-batch). */
export class SetEnvironmentVariantsCommand extends Command<SetVariantsResult> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly environments: string[],
    readonly change: VariantsChange,
  ) {
    super();
  }
}

/** Legacy feature-level variants. */
export class SetFeatureVariantsCommand extends Command<SetVariantsResult> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly name: string,
    readonly change: VariantsChange,
  ) {
    super();
  }
}
