import { AssertionError, deepStrictEqual } from 'node:assert/strict';
import type { DomainEvent } from '@pennant/events';
import type { Decider } from '../decider';

type ErrorClass<T extends Error> = abstract new (...args: never[]) => T;

/** The decision of one command over a history, to be checked. */
export interface DeciderThen<E> {
  /** The command records exactly these events (deep, strict equality of their JSON, as stored). */
  then(expected: readonly E[]): void;
  /** The command changes nothing: no event. */
  thenNothing(): void;
  /** The command is refused with this error class (and message, if given); returns the error. */
  thenThrows<T extends Error>(expected: ErrorClass<T>, message?: string | RegExp): T;
  /** The command is refused with an error whose message matches; returns the error. */
  thenThrows(message: string | RegExp): Error;
  /** The recorded events, for a check of part of them. */
  events(): E[];
}

export interface DeciderGiven<C, S, E> {
  /** Every event of the history, in order. */
  readonly history: readonly E[];
  /** The state the history folds to. */
  readonly state: S;
  when(command: C): DeciderThen<E>;
}

export interface DeciderSpecification<C, S, E> {
  /** A history of recorded events. */
  given(events: readonly E[]): DeciderGiven<C, S, E>;
  /** The history these commands record, decided one after the other (each must succeed). */
  givenCommands(commands: readonly C[]): DeciderGiven<C, S, E>;
}

/**
 * Given/when/then for a pure decider: `deciderSpec(sut).given(events).when(command).then(events)`
 * or `.thenNothing()` or `.thenThrows(ErrorClass)`. Framework-free (node:assert), so any test
 * runner shows its failures.
 */
export function deciderSpec<C, S, E extends DomainEvent>(decider: Decider<C, S, E>): DeciderSpecification<C, S, E> {
  const given = (history: readonly E[], state: S): DeciderGiven<C, S, E> => ({
    history,
    state,
    when: (command) => decision(() => decider.decide(command, state)),
  });
  return {
    given: (events) => given(events, events.reduce(decider.evolve, decider.initialState)),
    givenCommands: (commands) => {
      let state = decider.initialState;
      const history: E[] = [];
      for (const command of commands) {
        const recorded = decider.decide(command, state);
        history.push(...recorded);
        state = recorded.reduce(decider.evolve, state);
      }
      return given(history, state);
    },
  };
}

function decision<E>(decide: () => E[]): DeciderThen<E> {
  return {
    then(expected) {
      // `then` makes this object look like a promise: refuse being awaited instead of passing.
      if (!Array.isArray(expected))
        throw new TypeError('deciderSpec: then() takes the expected events; do not await or return the result of when()');
      deepStrictEqual(asStored(decide()), asStored(expected));
    },
    thenNothing() {
      deepStrictEqual(decide(), []);
    },
    thenThrows(expected: ErrorClass<Error> | string | RegExp, message?: string | RegExp) {
      let events: E[];
      try {
        events = decide();
      } catch (error) {
        const kind = typeof expected === 'function' ? expected : null;
        const text = typeof expected === 'function' ? message : expected;
        if (kind && !(error instanceof kind))
          throw new AssertionError({ message: `expected ${kind.name}, got ${describe(error)}`, actual: error, expected: kind });
        if (!(error instanceof Error)) throw new AssertionError({ message: `expected an Error, got ${describe(error)}`, actual: error });
        if (text !== undefined && !(typeof text === 'string' ? error.message.includes(text) : text.test(error.message))) {
          throw new AssertionError({
            message: `expected a message matching ${String(text)}, got "${error.message}"`,
            actual: error.message,
            expected: text,
          });
        }
        return error;
      }
      throw new AssertionError({
        message: `expected the command to be refused, it recorded ${JSON.stringify(events.map((e) => (e as { type?: string }).type))}`,
        actual: events,
      });
    },
    events: () => decide(),
  };
}

/** Events as the store keeps them (JSON): an `undefined` property is no property. */
function asStored(events: readonly unknown[]): unknown {
  return JSON.parse(JSON.stringify(events)) as unknown;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
}
