import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UserFacts } from '@pennant/access';
import { CommandExecutor } from '@pennant/core';
import { EVENT_STORE, WrongExpectedVersionError, type EventStore } from '@pennant/event-store';
import { SYSTEM_ACTOR, type Actor } from '@pennant/events';
import { CLOCK, IntervalRunner, type Clock } from '@pennant/platform';
import { changeRequestDecider, changeRequestStreamId } from '../domain/change-request.decider';
import { ChangeApplier } from './change-applier.service';
import { ChangeRequestFacts } from '../facts/change-request.facts';

const INTERVAL_MS = 10_000;

/**
 * Applies scheduled change requests when their time comes. Driven by the log (the read model
 * of scheduled requests), not by timers in memory, so it survives restarts; several nodes may
 * run it: the expected-version append lets only one application of a request succeed.
 * Success records `change-request-scheduled-application-success` + `-applied`; a failure
 * records `-failure` with the reason and leaves the request scheduled (status failed). A request
 * whose scheduling user has been deleted since is not applied in their name: its schedule is
 * suspended (`change-request-schedule-suspended`, as Unleash does); scheduling it again resumes.
 */
@Injectable()
export class ChangeRequestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runner = new IntervalRunner('change-request scheduler run', INTERVAL_MS, () => this.runOnce());

  constructor(
    private readonly users: UserFacts,
    private readonly applier: ChangeApplier,
    private readonly facts: ChangeRequestFacts,
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  /** Applies every due request; returns how many were handled (applied or failed). */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    const due = await this.facts.dueForApplication(now);
    let handled = 0;
    for (const requestId of due) {
      const actor = await this.scheduledBy(requestId);
      if (!(await this.stillExists(actor))) {
        const reason = `The user who scheduled it (${actor.name}) no longer exists.`;
        await this.executor.execute({
          streamId: changeRequestStreamId(requestId),
          decider: changeRequestDecider,
          actor: SYSTEM_ACTOR,
          command: { kind: 'suspend-schedule', reason },
        });
        handled += 1;
        continue;
      }
      try {
        await this.applier.apply(requestId, actor, true);
        handled += 1;
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) continue; // another node applied it
        const reason = error instanceof Error ? error.message : String(error);
        await this.executor.execute({
          streamId: changeRequestStreamId(requestId),
          decider: changeRequestDecider,
          actor,
          command: { kind: 'application-failed', reason },
        });
        handled += 1;
      }
    }
    return handled;
  }

  /**
   * Users (PAT principals) can be deleted; API tokens and the system actor are not users. A
   * deactivated user still exists: their scheduled request applies (ADR 0046).
   */
  private async stillExists(actor: Actor): Promise<boolean> {
    if (actor.kind !== 'user') return true;
    return this.users.isKnown(actor.id);
  }

  /** The request applies as the user who scheduled it (the actor of its last scheduling event). */
  private async scheduledBy(requestId: number): Promise<Actor> {
    const events = await this.store.readStream(changeRequestStreamId(requestId));
    const scheduled = [...events].reverse().find((e) => e.type === 'change-request-scheduled');
    return scheduled?.metadata.actor ?? SYSTEM_ACTOR;
  }
}
