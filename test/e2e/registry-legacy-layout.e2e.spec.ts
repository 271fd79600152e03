import { hashSecret } from '@pennant/access';
import type { DomainEvent, RoleData, SegmentData } from '@pennant/events';
import { injectIntoStream } from '../support/inject-events';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * ADR 0031: a log written before items had a stream each — every tag, segment,
 * user, … in one registry stream — still decides the same. The events are injected with the old
 * stream ids, as an older Pennant recorded them; the write side must find those items (exists →
 * 409, update and delete work, limits count them, new ids come after theirs).
 */
const FUTURE = '2999-01-01T00:00:00.000Z';
const NOW = '2026-11-20T10:00:00.000Z';

const segment = (id: number, name: string): SegmentData => ({
  id,
  name,
  description: null,
  project: null,
  constraints: [],
  createdBy: 'admin',
  createdAt: NOW,
});
const role: RoleData = { id: 6, name: 'Legacy role', description: '', type: 'custom', permissions: [{ name: 'UPDATE_FEATURE' }] };
const LEGACY_TOKEN = 'default:development.legacy-secret-0123456789abcdef';
const banner = {
  id: 1,
  message: 'old banner',
  enabled: true,
  variant: 'info' as const,
  sticky: false,
  icon: null,
  link: null,
  linkText: null,
  dialogTitle: null,
  dialog: null,
  createdAt: NOW,
};
const addon = {
  id: 1,
  provider: 'webhook',
  description: null,
  enabled: true,
  parameters: {},
  sensitiveParameters: { url: 'https://hooks.example.com/old' },
  events: ['feature-created'],
  projects: [],
  environments: [],
  createdAt: NOW,
};

const OLD_LOG: Record<string, DomainEvent[]> = {
  'tag-registry': [
    { type: 'tag-type-created', data: { data: { name: 'legacy-team', description: 'old', icon: null } } },
    { type: 'tag-created', data: { data: { type: 'legacy-team', value: 'alpha' } } },
    { type: 'tag-created', data: { data: { type: 'simple', value: 'old-simple' } } },
  ],
  segments: [
    { type: 'segment-created', data: { project: null, data: segment(1, 'old-segment') } },
    { type: 'segment-created', data: { project: null, data: segment(2, 'gone-segment') } },
    { type: 'segment-deleted', data: { project: null, preData: segment(2, 'gone-segment') } },
  ],
  users: [
    { type: 'user-created', data: { data: { id: 5, name: 'Old', username: null, email: 'legacy@example.com', rootRole: 3 } } },
    { type: 'service-account-created', data: { data: { id: 7, name: null, username: 'legacy-bot', rootRole: 3 } } },
  ],
  'personal-access-tokens': Array.from({ length: 10 }, (_, i): DomainEvent => ({
    type: 'pat-created',
    data: {
      data: {
        id: 20 + i,
        userId: 5,
        description: `old-${i}`,
        expiresAt: FUTURE,
        secret: '***',
        secretHash: 'ab'.repeat(31) + String(10 + i),
      },
    },
  })),
  'api-tokens': [
    {
      type: 'api-token-created',
      data: {
        project: 'default',
        environment: 'development',
        data: {
          tokenName: 'legacy-sdk',
          type: 'client',
          environment: 'development',
          projects: ['default'],
          expiresAt: null,
          createdAt: NOW,
          alias: null,
          secretHash: hashSecret(LEGACY_TOKEN),
          displaySecret: 'default:development.lega…',
        },
      },
    },
  ],
  'context-fields': [
    {
      type: 'context-field-created',
      data: { data: { name: 'legacy-field', description: 'old', legalValues: [], stickiness: false, sortOrder: 10, createdAt: NOW } },
    },
  ],
  'strategy-definitions': [
    {
      type: 'strategy-created',
      data: { data: { name: 'legacy-strategy', title: null, description: 'old', editable: true, deprecated: false, parameters: [] } },
    },
  ],
  roles: [{ type: 'role-created', data: { data: role } }],
  groups: [{ type: 'group-created', data: { data: { id: 3, name: 'Legacy group', description: null, users: [5] } } }],
  banners: [{ type: 'banner-created', data: { data: banner } }],
  'addon-configs': [{ type: 'addon-config-created', data: { data: addon } }],
  'signal-endpoints': [
    { type: 'signal-endpoint-created', data: { data: { id: 4, name: 'legacy-hook', description: null, enabled: true } } },
    ...Array.from({ length: 5 }, (_, i): DomainEvent => ({
      type: 'signal-endpoint-token-created',
      data: { data: { id: 40 + i, signalEndpointId: 4, name: `old-${i}`, secretHash: 'cd'.repeat(31) + String(10 + i) } },
    })),
  ],
};

describe('a log in the old registry layout still decides the same (ADR 0031)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [streamId, events] of Object.entries(OLD_LOG)) await injectIntoStream(t, streamId, events);
  });
  afterAll(() => t.close());

  it('tags: an old tag and type exist (409), a new tag of the old type is created, delete finds the old tag', async () => {
    expect((await t.post('/api/admin/tag-types', { name: 'legacy-team' })).status).toBe(409);
    expect((await t.post('/api/admin/tags', { type: 'legacy-team', value: 'alpha' })).status).toBe(409);
    expect((await t.post('/api/admin/tags', { type: 'simple', value: 'old-simple' })).status).toBe(409);
    expect((await t.post('/api/admin/tags', { type: 'legacy-team', value: 'beta' })).status).toBe(201);
    expect((await t.delete('/api/admin/tags/legacy-team/alpha')).status).toBe(200);
    expect((await t.sql.query(`SELECT 1 FROM es_events WHERE type = 'tag-deleted' AND stream_id = 'tag-legacy-team:alpha'`)).rowCount).toBe(
      1,
    );
    expect((await t.post('/api/admin/tags', { type: 'legacy-team', value: 'alpha' })).status).toBe(201);
    // Deleting the old type deletes its tags, old and new, each on its own stream.
    expect((await t.delete('/api/admin/tag-types/legacy-team')).status).toBe(200);
    expect(((await t.get('/api/admin/tags')).body.tags as { type: string }[]).filter((tag) => tag.type === 'legacy-team')).toEqual([]);
    expect((await t.post('/api/admin/tags', { type: 'legacy-team', value: 'gamma' })).status).toBe(404); // an unknown tag type: 404, as Unleash 8
  });

  it('segments: the old name is taken, new ids come after the old ones, old segments update and delete', async () => {
    expect((await t.post('/api/admin/segments', { name: 'old-segment', constraints: [] })).status).toBe(409);
    const created = await t.post('/api/admin/segments', { name: 'new-segment', constraints: [] });
    expect(created.status).toBe(201);
    expect(created.body.id).toBeGreaterThan(2); // after the old ids (a refused create may leave a gap)
    expect((await t.put('/api/admin/segments/1', { name: 'old-segment', description: 'changed', constraints: [] })).status).toBe(204);
    expect((await t.delete('/api/admin/segments/2')).status).toBe(409); // deleted in the old stream
    expect((await t.delete('/api/admin/segments/1')).status).toBe(204);
  });

  it('users, service accounts and PATs: old identities are taken, ids continue, the per-user PAT limit counts old tokens', async () => {
    expect((await t.post('/api/admin/user-admin', { email: 'LEGACY@example.com', rootRole: 'Viewer' })).status).toBe(400);
    expect((await t.post('/api/admin/service-account', { username: 'legacy-bot', rootRole: 'Viewer' })).status).toBe(400);
    const user = await t.post('/api/admin/user-admin', { email: 'new@example.com', rootRole: 'Viewer' });
    expect(user.status).toBe(201);
    expect(user.body.id).toBeGreaterThan(7);
    expect((await t.put('/api/admin/user-admin/5', { name: 'Renamed' })).status).toBe(200);
    const eleventh = await t.post('/api/admin/user-admin/5/tokens', { description: 'one-more', expiresAt: FUTURE });
    expect(eleventh.status).toBe(403);
    const pat = await t.post(`/api/admin/user-admin/${user.body.id}/tokens`, { description: 'first', expiresAt: FUTURE });
    expect(pat.status).toBe(201);
    expect(pat.body.id).toBeGreaterThan(29);
  });

  it('API tokens, context fields and strategy definitions: old ones are found by their new streams', async () => {
    expect((await t.put(`/api/admin/api-tokens/${LEGACY_TOKEN}`, { expiresAt: FUTURE })).status).toBe(200);
    expect((await t.delete(`/api/admin/api-tokens/${LEGACY_TOKEN}`)).status).toBe(200);
    expect((await t.delete(`/api/admin/api-tokens/${LEGACY_TOKEN}`)).status).toBe(404);
    expect((await t.post('/api/admin/context', { name: 'legacy-field' })).status).toBe(409);
    expect((await t.put('/api/admin/context/legacy-field', { description: 'changed' })).status).toBe(200);
    expect((await t.post('/api/admin/strategies', { name: 'legacy-strategy', parameters: [] })).status).toBe(409);
    expect((await t.get('/api/admin/strategies/legacy-strategy')).status).toBe(200);
    expect((await t.delete('/api/admin/strategies/legacy-strategy')).status).toBe(200);
    expect((await t.get('/api/admin/strategies/legacy-strategy')).status).toBe(404);
  });

  it('roles, groups, banners and addons: old names are taken, ids continue, old items change', async () => {
    expect((await t.post('/api/admin/roles', { name: 'legacy ROLE', permissions: [] })).status).toBe(409);
    expect((await t.post('/api/admin/roles', { name: 'New role', permissions: [] })).body.id).toBeGreaterThan(6);
    expect((await t.put('/api/admin/roles/6', { name: 'Legacy role', description: 'changed', permissions: [] })).status).toBe(200);
    expect((await t.post('/api/admin/groups', { name: 'legacy group', users: [] })).status).toBe(409);
    expect((await t.post('/api/admin/groups', { name: 'New group', users: [] })).body.id).toBeGreaterThan(3);
    expect((await t.put('/api/admin/groups/3', { name: 'Legacy group', description: 'changed', users: [] })).status).toBe(200);
    expect((await t.post('/api/admin/banners', { message: 'new' })).body.id).toBeGreaterThan(1);
    expect((await t.put('/api/admin/banners/1', { message: 'changed' })).status).toBe(200);
    expect(
      (
        await t.post('/api/admin/addons', {
          provider: 'webhook',
          enabled: true,
          parameters: { url: 'https://hooks.example.com/new' },
          events: ['feature-created'],
        })
      ).body.id,
    ).toBeGreaterThan(1);
    expect((await t.delete('/api/admin/addons/1')).status).toBe(200);
  });

  it('signal endpoints: the old name is taken, its old tokens count towards the per-endpoint limit', async () => {
    expect((await t.post('/api/admin/signal-endpoints', { name: 'legacy-hook' })).status).toBe(409);
    expect((await t.post('/api/admin/signal-endpoints/4/tokens', { name: 'sixth' })).status).toBe(400);
    expect((await t.delete('/api/admin/signal-endpoints/4/tokens/40')).status).toBe(200);
    const token = await t.post('/api/admin/signal-endpoints/4/tokens', { name: 'fifth-again' });
    expect(token.status).toBe(201);
    expect(token.body.id).toBeGreaterThan(44);
    expect((await t.post('/api/admin/signal-endpoints', { name: 'new-hook' })).body.id).toBeGreaterThan(4);
  });
});
