import { Inject, Injectable } from '@nestjs/common';
import { CommandExecutor } from '@pennant/core';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore, type StreamAppend } from '@pennant/event-store';
import { SYSTEM_ACTOR, type EnvironmentData } from '@pennant/events';
import { logger } from '@pennant/platform';
import { environmentStreamIdOf } from '../domain/environment.decider';
import { projectStreamIdOf } from '../domain/project.decider';

export const DEFAULT_PROJECT = 'default';
/**
 * As Unleash 8 seeds them: sort orders 2 and 3 (its `default` environment, which Pennant does not
 * create, has 1). Databases started before ADR 0058 keep the 100 and 200 they recorded.
 */
export const DEFAULT_ENVIRONMENTS: EnvironmentData[] = [
  { name: 'development', type: 'development', sortOrder: 2, enabled: true },
  { name: 'production', type: 'production', sortOrder: 3, enabled: true },
];

/**
 * First start: the `default` project and the `development` / `production` environments, as
 * events by the system user, appended atomically with "stream must not exist" so several
 * nodes starting together create them once.
 */
@Injectable()
export class DefaultSetup {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
  ) {}

  async ensure(): Promise<void> {
    if ((await this.store.readStream(projectStreamIdOf(DEFAULT_PROJECT))).length > 0) return;
    const streams: StreamAppend[] = [
      ...DEFAULT_ENVIRONMENTS.map((env) => ({
        streamId: environmentStreamIdOf(env.name),
        expectedVersion: 'no-stream' as const,
        events: [{ type: 'environment-created' as const, data: { environment: env.name, data: env } }],
      })),
      {
        streamId: projectStreamIdOf(DEFAULT_PROJECT),
        expectedVersion: 'no-stream',
        events: [
          {
            type: 'project-created',
            data: {
              project: DEFAULT_PROJECT,
              data: { id: DEFAULT_PROJECT, name: 'Default', description: 'Default project', mode: 'open', defaultStickiness: 'default' },
            },
          },
          ...DEFAULT_ENVIRONMENTS.map((env) => ({
            type: 'project-environment-added' as const,
            data: { project: DEFAULT_PROJECT, environment: env.name },
          })),
        ],
      },
    ];
    try {
      const receipt = await this.executor.record(SYSTEM_ACTOR, streams);
      logger.info('created the default project and environments', { position: receipt.lastPosition });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
