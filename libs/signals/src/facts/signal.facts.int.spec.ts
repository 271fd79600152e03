import type { DataSource } from 'typeorm';
import type { DomainEvent } from '@pennant/events';
import { createProjectionHarness, type ProjectionHarness } from '../../../../test/support/projection-harness';
import { SignalEndpointsProjection } from '../projections/signal-endpoints.projection';
import { SignalFacts } from './signal.facts';

const endpoint = (id: number) => ({ id, name: `hook-${id}`, description: null, enabled: true });
const token = (id: number, signalEndpointId: number) => ({ id, signalEndpointId, name: `token-${id}` });
const endpointCreated = (id: number): DomainEvent => ({ type: 'signal-endpoint-created', data: { data: endpoint(id) } });
const endpointDeleted = (id: number): DomainEvent => ({ type: 'signal-endpoint-deleted', data: { preData: endpoint(id) } });
const tokenCreated = (id: number, endpointId: number): DomainEvent => ({
  type: 'signal-endpoint-token-created',
  data: { data: { ...token(id, endpointId), secretHash: 'ab'.repeat(32) } },
});
const tokenDeleted = (id: number, endpointId: number): DomainEvent => ({
  type: 'signal-endpoint-token-deleted',
  data: { preData: token(id, endpointId) },
});

/** Events in through the real signal-endpoints projection, facts out. */
describe('SignalFacts', () => {
  let h: ProjectionHarness;
  let sut: SignalFacts;

  beforeAll(async () => {
    h = await createProjectionHarness();
    // The facts only call `query(text, params)`: the harness's pool answers it on the same database.
    const dataSource = {
      query: async (text: string, params?: unknown[]) => (await h.sql.query(text, params)).rows,
    } as unknown as DataSource;
    sut = new SignalFacts(dataSource);
    await h.append([endpointCreated(1), endpointCreated(2), endpointCreated(3)]);
    await h.append([
      tokenCreated(10, 1),
      tokenCreated(11, 2),
      tokenDeleted(11, 2),
      tokenCreated(12, 2),
      tokenCreated(13, 3),
      endpointDeleted(3),
    ]);
    await h.project(new SignalEndpointsProjection());
  });
  afterAll(() => h.close());

  it('knows the endpoints that exist', async () => {
    expect([await sut.endpointExists(1), await sut.endpointExists(2), await sut.endpointExists(3), await sut.endpointExists(9)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("knows which token ids are taken by a live token (deleted tokens and a deleted endpoint's tokens free theirs)", async () => {
    expect([
      await sut.tokenIdTaken(10),
      await sut.tokenIdTaken(11),
      await sut.tokenIdTaken(12),
      await sut.tokenIdTaken(13),
      await sut.tokenIdTaken(99),
    ]).toEqual([true, false, true, false, false]);
  });
});
