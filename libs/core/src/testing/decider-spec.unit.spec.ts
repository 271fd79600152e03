import { AssertionError } from 'node:assert';
import type { BannerData, DomainEvent } from '@pennant/events';
import type { Decider } from '../decider';
import { deciderSpec } from './decider-spec';

// A banner that can be created once: the smallest decider with a refusal and a no-op.
type Event = DomainEvent<'banner-created' | 'banner-deleted'>;
type Command = { kind: 'create'; message: string } | { kind: 'delete' };
class GoneError extends Error {}
const data = (message: string): BannerData => ({
  id: 1,
  message,
  enabled: true,
  variant: 'info',
  sticky: false,
  icon: null,
  link: null,
  linkText: null,
  dialogTitle: null,
  dialog: null,
  createdAt: 'now',
});
const created = (message: string): Event => ({ type: 'banner-created', data: { data: data(message) } });
const banner: Decider<Command, { exists: boolean; message: string | null }, Event> = {
  initialState: { exists: false, message: null },
  evolve: (state, event) =>
    event.type === 'banner-created' ? { exists: true, message: event.data.data.message } : { exists: false, message: null },
  decide: (command, state) => {
    if (command.kind === 'delete') {
      if (!state.exists) throw new GoneError('banner 1 does not exist');
      return [{ type: 'banner-deleted', data: { preData: data(state.message ?? '') } }];
    }
    return state.exists ? [] : [created(command.message)];
  },
};
const sut = deciderSpec(banner);

describe('deciderSpec', () => {
  it('folds the given events and checks the decision', () => {
    sut
      .given([])
      .when({ kind: 'create', message: 'hi' })
      .then([created('hi')]);
    sut
      .given([created('hi')])
      .when({ kind: 'create', message: 'other' })
      .thenNothing();
    expect(sut.given([created('hi')]).state).toEqual({ exists: true, message: 'hi' });
    expect(sut.given([]).when({ kind: 'create', message: 'hi' }).events()).toEqual([created('hi')]);
  });

  it('fails when the events differ, or a refusal was expected', () => {
    expect(() =>
      sut
        .given([])
        .when({ kind: 'create', message: 'hi' })
        .then([created('ho')]),
    ).toThrow(AssertionError);
    expect(() => sut.given([]).when({ kind: 'create', message: 'hi' }).thenNothing()).toThrow(AssertionError);
    expect(() => sut.given([]).when({ kind: 'create', message: 'hi' }).thenThrows(GoneError)).toThrow(/expected the command to be refused/);
  });

  it('checks the refusal by class and message, and returns the error', () => {
    const error = sut
      .given([])
      .when({ kind: 'delete' })
      .thenThrows(GoneError, /does not exist/);
    expect(error).toBeInstanceOf(GoneError);
    sut.given([]).when({ kind: 'delete' }).thenThrows('banner 1');
    expect(() => sut.given([]).when({ kind: 'delete' }).thenThrows(TypeError)).toThrow(/expected TypeError, got GoneError/);
    expect(() => sut.given([]).when({ kind: 'delete' }).thenThrows(GoneError, 'exists')).toThrow(/matching exists/);
  });

  it('builds a history from commands, each decided over the state before it', () => {
    const given = sut.givenCommands([{ kind: 'create', message: 'a' }, { kind: 'create', message: 'b' }, { kind: 'delete' }]);
    expect(given.history.map((e) => e.type)).toEqual(['banner-created', 'banner-deleted']);
    given.when({ kind: 'create', message: 'c' }).then([created('c')]);
  });

  it('refuses to be awaited (then() takes events, not callbacks)', async () => {
    await expect(Promise.resolve().then(() => sut.given([]).when({ kind: 'create', message: 'hi' }))).rejects.toThrow(/do not await/);
  });
});
