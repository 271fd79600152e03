import { signalEndpointRegistryDecider as sut, type SignalEndpointCommand, type SignalEndpointEvent } from './signal-endpoint-registry.decider';
import {
  SignalEndpointNameExistsError,
  SignalEndpointNotFoundError,
  SignalEndpointsLimitError,
  SignalEndpointTokenNotFoundError,
  SignalTokensLimitError,
} from './signal-endpoint.errors';

const hookData = { id: 1, name: 'hook', description: null, enabled: true };
const created: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: hookData } };
const tokenData = { id: 1, signalEndpointId: 1, name: 'ci' };
const tokenCreated: SignalEndpointEvent = { type: 'signal-endpoint-token-created', data: { data: { ...tokenData, secretHash: 'ab'.repeat(32) } } };

function given(events: SignalEndpointEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: SignalEndpointCommand) => ({ then: () => sut.decide(command, state) }) };
}

const create = (name: string, limit = 5): SignalEndpointCommand => ({ kind: 'create', name, description: null, enabled: true, limit });
const createToken = (limit = 5): SignalEndpointCommand => ({ kind: 'create-token', endpointId: 1, name: 'ci', secretHash: 'cd'.repeat(32), limit });

describe('signal endpoint registry decider', () => {
  describe('create', () => {
    it('records signal-endpoint-created with the next integer id', () => {
      expect(given([]).when(create('hook')).then()).toEqual([created]);
      const deleted: SignalEndpointEvent = { type: 'signal-endpoint-deleted', data: { preData: hookData } };
      expect(given([created, deleted]).when(create('other')).then()).toEqual([
        { type: 'signal-endpoint-created', data: { data: { id: 2, name: 'other', description: null, enabled: true } } },
      ]);
    });

    it('refuses a taken name and allows it again after the endpoint was deleted', () => {
      expect(() => given([created]).when(create('hook')).then()).toThrow(SignalEndpointNameExistsError);
      const deleted: SignalEndpointEvent = { type: 'signal-endpoint-deleted', data: { preData: hookData } };
      expect(given([created, deleted]).when(create('hook')).then()[0].type).toBe('signal-endpoint-created');
    });

    it('refuses to exceed the endpoint limit', () => {
      expect(() => given([created]).when(create('two', 1)).then()).toThrow(SignalEndpointsLimitError);
    });
  });

  describe('update', () => {
    it('emits nothing when nothing changes', () => {
      expect(given([created]).when({ kind: 'update', id: 1, changes: {} }).then()).toEqual([]);
      expect(given([created]).when({ kind: 'update', id: 1, changes: { name: 'hook', enabled: true, description: null } }).then()).toEqual([]);
    });

    it('records data and preData; absent fields are kept', () => {
      expect(given([created]).when({ kind: 'update', id: 1, changes: { enabled: false, description: 'd' } }).then()).toEqual([
        { type: 'signal-endpoint-updated', data: { data: { ...hookData, enabled: false, description: 'd' }, preData: hookData } },
      ]);
    });

    it('refuses a rename onto another endpoint name and an unknown id', () => {
      const other: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: { ...hookData, id: 2, name: 'other' } } };
      expect(() => given([created, other]).when({ kind: 'update', id: 2, changes: { name: 'hook' } }).then()).toThrow(SignalEndpointNameExistsError);
      expect(() => given([created]).when({ kind: 'update', id: 9, changes: { enabled: false } }).then()).toThrow(SignalEndpointNotFoundError);
    });
  });

  describe('delete', () => {
    it('records signal-endpoint-deleted with preData, then the endpoint is gone', () => {
      const events = given([created]).when({ kind: 'delete', id: 1 }).then();
      expect(events).toEqual([{ type: 'signal-endpoint-deleted', data: { preData: hookData } }]);
      expect(() => given([created, ...events]).when({ kind: 'delete', id: 1 }).then()).toThrow(SignalEndpointNotFoundError);
    });
  });

  describe('tokens', () => {
    it('creates a token with the next id, carrying only the hash', () => {
      expect(given([created]).when(createToken()).then()).toEqual([
        { type: 'signal-endpoint-token-created', data: { data: { ...tokenData, secretHash: 'cd'.repeat(32) } } },
      ]);
      expect(given([created, tokenCreated]).when(createToken()).then()[0].data).toMatchObject({ data: { id: 2 } });
    });

    it('refuses to exceed the token limit and tokens of unknown endpoints', () => {
      expect(() => given([created, tokenCreated]).when(createToken(1)).then()).toThrow(SignalTokensLimitError);
      expect(() => given([]).when(createToken()).then()).toThrow(SignalEndpointNotFoundError);
    });

    it('renames (no-op emits nothing) and deletes a token', () => {
      const rename = (name: string): SignalEndpointCommand => ({ kind: 'update-token', endpointId: 1, tokenId: 1, name });
      expect(given([created, tokenCreated]).when(rename('ci')).then()).toEqual([]);
      expect(given([created, tokenCreated]).when(rename('deploy')).then()).toEqual([
        { type: 'signal-endpoint-token-updated', data: { data: { ...tokenData, name: 'deploy' }, preData: tokenData } },
      ]);
      const deleted = given([created, tokenCreated]).when({ kind: 'delete-token', endpointId: 1, tokenId: 1 }).then();
      expect(deleted).toEqual([{ type: 'signal-endpoint-token-deleted', data: { preData: tokenData } }]);
      expect(() => given([created, tokenCreated, ...deleted]).when(rename('x')).then()).toThrow(SignalEndpointTokenNotFoundError);
    });

    it('does not find a token through another endpoint', () => {
      const other: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: { ...hookData, id: 2, name: 'other' } } };
      expect(() => given([created, tokenCreated, other]).when({ kind: 'delete-token', endpointId: 2, tokenId: 1 }).then()).toThrow(SignalEndpointTokenNotFoundError);
    });
  });
});
