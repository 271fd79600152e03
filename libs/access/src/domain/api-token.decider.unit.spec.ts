import { deciderSpec } from '@pennant/core/testing';
import type { ApiTokenData } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';
import { ApiTokenNotFoundError, ApiTokensLimitError } from './access.errors';
import { apiTokenDecider, type ApiTokenCommand, type ApiTokenEvent } from './api-token.decider';

const base: ApiTokenData = {
  tokenName: 'sdk',
  type: 'client',
  environment: 'development',
  projects: ['default'],
  expiresAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  alias: null,
};
const hash = 'ab'.repeat(32);
const created: ApiTokenEvent = {
  type: 'api-token-created',
  data: { project: 'default', environment: 'development', data: { ...base, secretHash: hash, displaySecret: 'default:development.abcd…' } },
};

const sut = deciderSpec(apiTokenDecider);

const create = (token: Partial<ApiTokenData> = {}, limit = 10, secretHash = 'cd'.repeat(32), existing = 0): ApiTokenCommand => ({
  kind: 'create',
  token: { ...base, ...token },
  secretHash,
  displaySecret: 'x.abcd…',
  limit,
  existing,
});

describe('api token decider (one stream per token)', () => {
  it('records api-token-created with the hash and the masked secret only', () => {
    const [event] = sut
      .given([])
      .when(create({}, 10, hash))
      .events();
    expect(event).toEqual({ ...created, data: { ...created.data, data: { ...created.data.data, displaySecret: 'x.abcd…' } } });
  });

  it('enforces the scope rules: admin = all projects and *, SDK tokens not *', () => {
    expect(
      sut
        .given([])
        .when(create({ type: 'admin', environment: '*', projects: ['*'] }))
        .events()[0].type,
    ).toBe('api-token-created');
    sut
      .given([])
      .when(create({ type: 'admin', environment: 'development', projects: ['*'] }))
      .thenThrows(BadDataError);
    sut
      .given([])
      .when(create({ type: 'admin', environment: '*', projects: ['default'] }))
      .thenThrows(BadDataError);
    sut
      .given([])
      .when(create({ type: 'frontend', environment: '*' }))
      .thenThrows(BadDataError);
    sut
      .given([])
      .when(create({ projects: [] }))
      .thenThrows(BadDataError);
    sut
      .given([])
      .when(create({ projects: ['*', 'default'] }))
      .thenThrows(BadDataError);
  });

  it('refuses to exceed the limit (the count of existing tokens comes from the read model)', () => {
    sut
      .given([])
      .when(create({}, 1, hash, 1))
      .thenThrows(ApiTokensLimitError);
    expect(
      sut
        .given([])
        .when(create({}, 2, hash, 1))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses a second token with the same secret; the old registry stream routes each event to its token', () => {
    sut
      .given([created])
      .when(create({}, 10, hash))
      .thenThrows(BadDataError);
    const deleted: ApiTokenEvent = { type: 'api-token-deleted', data: { preData: { tokenName: 'sdk', secretHash: hash } } };
    expect([created, deleted].map((e) => apiTokenDecider.legacy?.route(e))).toEqual([`api-token-${hash}`, `api-token-${hash}`]);
  });

  it('updates expiry by secret hash; no change → no event; unknown → not found', () => {
    const update = (expiresAt: string | null, secretHash = hash): ApiTokenCommand => ({ kind: 'update', secretHash, expiresAt });
    sut
      .given([created])
      .when(update('2030-01-01T00:00:00.000Z'))
      .then([
        {
          type: 'api-token-updated',
          data: {
            project: 'default',
            environment: 'development',
            data: { tokenName: 'sdk', secretHash: hash, expiresAt: '2030-01-01T00:00:00.000Z' },
            preData: { expiresAt: null },
          },
        },
      ]);
    sut.given([created]).when(update(null)).thenNothing();
    sut
      .given([])
      .when(update(null, 'ee'.repeat(32)))
      .thenThrows(ApiTokenNotFoundError);
  });

  it('deletes once; the project route only reaches tokens of exactly that project', () => {
    expect(sut.given([created]).when({ kind: 'delete', secretHash: hash }).events()[0].type).toBe('api-token-deleted');
    sut.given([created]).when({ kind: 'delete', secretHash: hash, project: 'other' }).thenThrows(ApiTokenNotFoundError);
    const deleted: ApiTokenEvent = { type: 'api-token-deleted', data: { preData: { tokenName: 'sdk', secretHash: hash } } };
    sut.given([created, deleted]).when({ kind: 'delete', secretHash: hash }).thenThrows(ApiTokenNotFoundError);
  });
});
