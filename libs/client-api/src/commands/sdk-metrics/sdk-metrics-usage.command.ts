import { Command } from '@nestjs/cqrs';

/** A flag an SDK reported usage for, in an environment, as written by one metrics flush. */
export interface SdkUsageSighting {
  feature: string;
  environment: string;
  appName: string;
}

/**
 * Lets SDK metrics move flags to `pre-live`/`live`, as in Unleash; answers how many stages were
 * recorded. Sent after each metrics flush; handled by the features lib (which depends on this one).
 */
export class RecordSdkUsageCommand extends Command<{ recorded: number }> {
  constructor(readonly sightings: readonly SdkUsageSighting[]) {
    super();
  }
}
