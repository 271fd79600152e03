import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '@pennant/event-store';
import { SYSTEM_ACTOR, commandMetadata } from '@pennant/events';
import { CLOCK, type Clock } from '@pennant/platform';

export interface Registration {
  appName: string;
  environment: string;
  sdkVersion: string | null;
  strategies: string[];
  /** The registering token's projects (`['*']` for all). */
  projects: readonly string[];
}

/**
 * SDK applications (`client_applications`): a registration refreshes the row; the first one of
 * an appName also emits `application-created`, once across nodes through a no-stream append.
 */
@Injectable()
export class ApplicationRegistry {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register({ appName, environment, sdkVersion, strategies, projects }: Registration): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO client_application_usage (app_name, project, environment, last_seen_at) SELECT $1, p, $3, $4 FROM unnest($2::text[]) AS p
       ON CONFLICT (app_name, project, environment) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      [appName, projects, environment, this.clock.now()],
    );
    const rows = (await this.dataSource.query(
      `INSERT INTO client_applications (app_name, created_at, last_seen_at, sdk_version, environment, strategies)
       VALUES ($1, $2, $2, $3, $4, $5::jsonb)
       ON CONFLICT (app_name) DO UPDATE SET last_seen_at = excluded.last_seen_at, sdk_version = excluded.sdk_version,
         environment = excluded.environment, strategies = excluded.strategies
       RETURNING (xmax = 0) AS inserted`,
      [appName, this.clock.now(), sdkVersion, environment, JSON.stringify(strategies)],
    )) as { inserted: boolean }[];
    if (!rows[0]?.inserted) return;
    try {
      await this.store.append(
        [
          {
            streamId: `application-${appName}`,
            expectedVersion: 'no-stream',
            events: [{ type: 'application-created', data: { environment, data: { appName, sdkVersion, strategies } } }],
          },
        ],
        commandMetadata(SYSTEM_ACTOR),
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error; // another node recorded it first
    }
  }
}
