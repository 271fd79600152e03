import { ItemIdTakenError } from '@pennant/core';
import { signalEndpointDecider as sut, type SignalEndpointCommand, type SignalEndpointEvent } from './signal-endpoint.decider';
import {
  SignalEndpointNameExistsError,
  SignalEndpointNotFoundError,
  SignalEndpointsLimitError,
  SignalEndpointTokenNotFoundError,
  SignalTokensLimitError,
} from './signal-endpoint.errors';

const hookData = { id: 1, name: 'hook', description: null, enabled: true };
const created: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: hookData } };
const deleted: SignalEndpointEvent = { type: 'signal-endpoint-deleted', data: { preData: hookData } };
const tokenData = { id: 1, signalEndpointId: 1, name: 'ci' };
const tokenCreated: SignalEndpointEvent = { type: 'signal-endpoint-token-created', data: { data: { ...tokenData, secretHash: 'ab'.repeat(32) } } };

function given(events: SignalEndpointEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: SignalEndpointCommand) => ({ then: () => sut.decide(command, state) }) };
}

const create = (name: string, facts: { limit?: number; existing?: number; nameTaken?: boolean; id?: number } = {}): SignalEndpointCommand => ({
  kind: 'create',
  id: facts.id ?? 1,
  name,
  description: null,
  enabled: true,
  limit: facts.limit ?? 5,
  existing: facts.existing ?? 0,
  nameTaken: facts.nameTaken ?? false,
});
const createToken = (limit = 5, tokenId = 1): SignalEndpointCommand => ({ kind: 'create-token', endpointId: 1, tokenId, name: 'ci', secretHash: 'cd'.repeat(32), limit });

describe('signal endpoint decider (one stream per endpoint, with its tokens)', () => {
  describe('create', () => {
    it('records signal-endpoint-created with the given id; an id whose stream was used is refused', () => {
      expect(given([]).when(create('hook')).then()).toEqual([created]);
      expect(() => given([created, deleted]).when(create('other')).then()).toThrow(ItemIdTakenError);
    });

    it('refuses a name another endpoint has (read model, under the name guard)', () => {
      expect(() => given([]).when(create('hook', { nameTaken: true })).then()).toThrow(SignalEndpointNameExistsError);
    });

    it('refuses to exceed the endpoint limit (counted in the read model)', () => {
      expect(() => given([]).when(create('two', { limit: 1, existing: 1 })).then()).toThrow(SignalEndpointsLimitError);
      expect(given([]).when(create('two', { limit: 2, existing: 1 })).then()).toHaveLength(1);
    });
  });

  describe('update', () => {
    const update = (changes: Extract<SignalEndpointCommand, { kind: 'update' }>['changes'], nameTaken = false, id = 1): SignalEndpointCommand => ({ kind: 'update', id, changes, nameTaken });

    it('emits nothing when nothing changes', () => {
      expect(given([created]).when(update({})).then()).toEqual([]);
      expect(given([created]).when(update({ name: 'hook', enabled: true, description: null }, true)).then()).toEqual([]);
    });

    it('records data and preData; absent fields are kept', () => {
      expect(given([created]).when(update({ enabled: false, description: 'd' })).then()).toEqual([
        { type: 'signal-endpoint-updated', data: { data: { ...hookData, enabled: false, description: 'd' }, preData: hookData } },
      ]);
    });

    it('refuses a rename onto another endpoint name and an unknown id', () => {
      expect(() => given([created]).when(update({ name: 'other' }, true)).then()).toThrow(SignalEndpointNameExistsError);
      expect(() => given([]).when(update({ enabled: false }, false, 9)).then()).toThrow(SignalEndpointNotFoundError);
    });
  });

  describe('delete', () => {
    it('records signal-endpoint-deleted with preData, then the endpoint is gone', () => {
      const events = given([created]).when({ kind: 'delete', id: 1 }).then();
      expect(events).toEqual([deleted]);
      expect(() => given([created, ...events]).when({ kind: 'delete', id: 1 }).then()).toThrow(SignalEndpointNotFoundError);
    });
  });

  describe('tokens', () => {
    it('creates a token with the given id, carrying only the hash', () => {
      expect(given([created]).when(createToken()).then()).toEqual([{ type: 'signal-endpoint-token-created', data: { data: { ...tokenData, secretHash: 'cd'.repeat(32) } } }]);
      expect(given([created, tokenCreated]).when(createToken(5, 2)).then()[0].data).toMatchObject({ data: { id: 2 } });
    });

    it('refuses to exceed the token limit of the endpoint (exact: its tokens are in its stream) and tokens of unknown endpoints', () => {
      expect(() => given([created, tokenCreated]).when(createToken(1, 2)).then()).toThrow(SignalTokensLimitError);
      expect(() => given([]).when(createToken()).then()).toThrow(SignalEndpointNotFoundError);
      expect(() => given([created, tokenCreated, deleted]).when(createToken()).then()).toThrow(SignalEndpointNotFoundError);
    });

    it('renames (no-op emits nothing) and deletes a token', () => {
      const rename = (name: string): SignalEndpointCommand => ({ kind: 'update-token', endpointId: 1, tokenId: 1, name });
      expect(given([created, tokenCreated]).when(rename('ci')).then()).toEqual([]);
      expect(given([created, tokenCreated]).when(rename('deploy')).then()).toEqual([{ type: 'signal-endpoint-token-updated', data: { data: { ...tokenData, name: 'deploy' }, preData: tokenData } }]);
      const tokenDeleted = given([created, tokenCreated]).when({ kind: 'delete-token', endpointId: 1, tokenId: 1 }).then();
      expect(tokenDeleted).toEqual([{ type: 'signal-endpoint-token-deleted', data: { preData: tokenData } }]);
      expect(() => given([created, tokenCreated, ...tokenDeleted]).when(rename('x')).then()).toThrow(SignalEndpointTokenNotFoundError);
    });
  });

  it('routes the events of the old `signal-endpoints` stream to the endpoint they belong to, tokens included', () => {
    const other: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: { ...hookData, id: 2, name: 'other' } } };
    expect([created, other, tokenCreated, deleted].map((e) => sut.legacy?.route(e))).toEqual(['signal-endpoint-1', 'signal-endpoint-2', 'signal-endpoint-1', 'signal-endpoint-1']);
  });
});
