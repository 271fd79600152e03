import type { DomainEvent } from '@pennant/events';
import type { LegacySource } from './legacy-streams';

/**
 * A pure decision function over one stream: `decide` never does I/O, reads no clock and draws no
 * random numbers (time and ids arrive inside the command).
 */
export interface Decider<C, S, E extends DomainEvent = DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
  /** Returns the events that record the decision; an empty list when nothing changes. */
  decide(command: C, state: S): E[];
  /**
   * Where this kind's items lived before they had a stream each (ADR 0031): the executor folds an
   * item's events of that old registry stream before the item's own stream.
   */
  legacy?: LegacySource;
}
