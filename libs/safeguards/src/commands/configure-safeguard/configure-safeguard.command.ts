import { Command } from '@nestjs/cqrs';
import type { WriteReceipt } from '@pennant/core';
import type { Actor, SafeguardRuleData } from '@pennant/events';

/** Sets (`rule`) or removes (`null`) the flag's safeguard in one environment. */
export class ConfigureSafeguardCommand extends Command<WriteReceipt> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly featureName: string,
    readonly environment: string,
    readonly rule: SafeguardRuleData | null,
  ) {
    super();
  }
}
