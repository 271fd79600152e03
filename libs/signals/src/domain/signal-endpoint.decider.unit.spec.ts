import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import { signalEndpointDecider, type SignalEndpointCommand, type SignalEndpointEvent } from './signal-endpoint.decider';
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
const tokenCreated: SignalEndpointEvent = {
  type: 'signal-endpoint-token-created',
  data: { data: { ...tokenData, secretHash: 'ab'.repeat(32) } },
};

const sut = deciderSpec(signalEndpointDecider);

const create = (
  name: string,
  facts: { limit?: number; existing?: number; nameTaken?: boolean; id?: number } = {},
): SignalEndpointCommand => ({
  kind: 'create',
  id: facts.id ?? 1,
  name,
  description: null,
  enabled: true,
  limit: facts.limit ?? 5,
  existing: facts.existing ?? 0,
  nameTaken: facts.nameTaken ?? false,
});
const createToken = (limit = 5, tokenId = 1): SignalEndpointCommand => ({
  kind: 'create-token',
  endpointId: 1,
  tokenId,
  name: 'ci',
  secretHash: 'cd'.repeat(32),
  limit,
});

describe('signal endpoint decider (one stream per endpoint, with its tokens)', () => {
  describe('create', () => {
    it('records signal-endpoint-created with the given id; an id whose stream was used is refused', () => {
      sut.given([]).when(create('hook')).then([created]);
      sut.given([created, deleted]).when(create('other')).thenThrows(ItemIdTakenError);
    });

    it('refuses a name another endpoint has (read model, under the name guard)', () => {
      sut
        .given([])
        .when(create('hook', { nameTaken: true }))
        .thenThrows(SignalEndpointNameExistsError);
    });

    it('refuses to exceed the endpoint limit (counted in the read model)', () => {
      sut
        .given([])
        .when(create('two', { limit: 1, existing: 1 }))
        .thenThrows(SignalEndpointsLimitError);
      expect(
        sut
          .given([])
          .when(create('two', { limit: 2, existing: 1 }))
          .events(),
      ).toHaveLength(1);
    });
  });

  describe('update', () => {
    const update = (
      changes: Extract<SignalEndpointCommand, { kind: 'update' }>['changes'],
      nameTaken = false,
      id = 1,
    ): SignalEndpointCommand => ({ kind: 'update', id, changes, nameTaken });

    it('emits nothing when nothing changes', () => {
      sut.given([created]).when(update({})).thenNothing();
      sut
        .given([created])
        .when(update({ name: 'hook', enabled: true, description: null }, true))
        .thenNothing();
    });

    it('records data and preData; absent fields are kept', () => {
      sut
        .given([created])
        .when(update({ enabled: false, description: 'd' }))
        .then([{ type: 'signal-endpoint-updated', data: { data: { ...hookData, enabled: false, description: 'd' }, preData: hookData } }]);
    });

    it('refuses a rename onto another endpoint name and an unknown id', () => {
      sut
        .given([created])
        .when(update({ name: 'other' }, true))
        .thenThrows(SignalEndpointNameExistsError);
      sut
        .given([])
        .when(update({ enabled: false }, false, 9))
        .thenThrows(SignalEndpointNotFoundError);
    });
  });

  describe('delete', () => {
    it('records signal-endpoint-deleted with preData, then the endpoint is gone', () => {
      const deleting = sut.given([created]).when({ kind: 'delete', id: 1 });
      deleting.then([deleted]);
      sut
        .given([created, ...deleting.events()])
        .when({ kind: 'delete', id: 1 })
        .thenThrows(SignalEndpointNotFoundError);
    });
  });

  describe('tokens', () => {
    it('creates a token with the given id, carrying only the hash', () => {
      sut
        .given([created])
        .when(createToken())
        .then([{ type: 'signal-endpoint-token-created', data: { data: { ...tokenData, secretHash: 'cd'.repeat(32) } } }]);
      expect(sut.given([created, tokenCreated]).when(createToken(5, 2)).events()[0].data).toMatchObject({ data: { id: 2 } });
    });

    it('refuses to exceed the token limit of the endpoint (exact: its tokens are in its stream) and tokens of unknown endpoints', () => {
      sut.given([created, tokenCreated]).when(createToken(1, 2)).thenThrows(SignalTokensLimitError);
      sut.given([]).when(createToken()).thenThrows(SignalEndpointNotFoundError);
      sut.given([created, tokenCreated, deleted]).when(createToken()).thenThrows(SignalEndpointNotFoundError);
    });

    it('renames (no-op emits nothing) and deletes a token', () => {
      const rename = (name: string): SignalEndpointCommand => ({ kind: 'update-token', endpointId: 1, tokenId: 1, name });
      sut.given([created, tokenCreated]).when(rename('ci')).thenNothing();
      sut
        .given([created, tokenCreated])
        .when(rename('deploy'))
        .then([{ type: 'signal-endpoint-token-updated', data: { data: { ...tokenData, name: 'deploy' }, preData: tokenData } }]);
      const deletingToken = sut.given([created, tokenCreated]).when({ kind: 'delete-token', endpointId: 1, tokenId: 1 });
      deletingToken.then([{ type: 'signal-endpoint-token-deleted', data: { preData: tokenData } }]);
      sut
        .given([created, tokenCreated, ...deletingToken.events()])
        .when(rename('x'))
        .thenThrows(SignalEndpointTokenNotFoundError);
    });
  });

  it('routes the events of the old `signal-endpoints` stream to the endpoint they belong to, tokens included', () => {
    const other: SignalEndpointEvent = { type: 'signal-endpoint-created', data: { data: { ...hookData, id: 2, name: 'other' } } };
    expect([created, other, tokenCreated, deleted].map((e) => signalEndpointDecider.legacy?.route(e))).toEqual([
      'signal-endpoint-1',
      'signal-endpoint-2',
      'signal-endpoint-1',
      'signal-endpoint-1',
    ]);
  });
});
