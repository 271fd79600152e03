import { createTestApp, type TestApp } from '../support/test-app';

const admin = '/api/admin';
const base = `${admin}/projects/default/features`;

describe('feature operations: patch, archive, revive, delete, lifecycle', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function createFlag(name: string, body: Record<string, unknown> = {}, project = 'default') {
    const res = await t.post(`${admin}/projects/${project}/features`, { name, ...body });
    expect(res.status).toBe(201);
  }
  const types = async (name: string): Promise<string[]> =>
    (await t.get(`${admin}/events/${name}`)).body.events.map((e: { type: string }) => e.type);

  /** Asserts the request fails with `status` and `name` and writes nothing. */
  async function refused(request: () => Promise<{ status: number; body: { name: string } }>, status: number, name: string) {
    const before = await t.eventCount();
    const res = await request();
    expect({ status: res.status, name: res.body?.name }).toEqual({ status, name });
    expect(await t.eventCount()).toBe(before);
  }

  /** Asserts the request succeeds with `status` and writes nothing (a no-op). */
  async function noop(request: () => Promise<{ status: number }>, status: number) {
    const before = await t.eventCount();
    expect((await request()).status).toBe(status);
    expect(await t.eventCount()).toBe(before);
  }

  describe('PATCH /projects/{p}/features/{f}', () => {
    it('applies replace/add/remove and emits one event per real change (200 Feature)', async () => {
      await createFlag('patched', { description: 'd' });
      const res = await t.patch(`${base}/patched`, [
        { op: 'replace', path: '/description', value: 'new' },
        { op: 'replace', path: '/type', value: 'experiment' },
        { op: 'add', path: '/stale', value: true },
        { op: 'replace', path: '/impressionData', value: true },
      ]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'patched',
        description: 'new',
        type: 'experiment',
        stale: true,
        impressionData: true,
        lifecycle: { stage: 'initial' },
      });
      expect(await types('patched')).toEqual(['feature-stale-on', 'feature-type-updated', 'feature-metadata-updated', 'feature-created']);
      const removed = await t.patch(`${base}/patched`, [
        { op: 'remove', path: '/description' },
        { op: 'remove', path: '/stale' },
      ]);
      expect(removed.body).toMatchObject({ description: null, stale: false });
      expect((await types('patched')).slice(0, 2)).toEqual(['feature-stale-off', 'feature-metadata-updated']);
      await noop(() => t.patch(`${base}/patched`, [{ op: 'replace', path: '/type', value: 'experiment' }]), 200);
    });

    it('denies variants (403), refuses other paths/ops/values (400), unknown flags (404)', async () => {
      await createFlag('patch-guard');
      await refused(
        () => t.patch(`${base}/patch-guard`, [{ op: 'add', path: '/variants/-', value: { name: 'a' } }]),
        403,
        'OperationDeniedError',
      );
      await refused(() => t.patch(`${base}/patch-guard`, [{ op: 'replace', path: '/name', value: 'x' }]), 400, 'BadDataError');
      await refused(() => t.patch(`${base}/patch-guard`, [{ op: 'move', path: '/stale', from: '/impressionData' }]), 400, 'BadDataError');
      await refused(() => t.patch(`${base}/patch-guard`, [{ op: 'replace', path: '/stale', value: 'yes' }]), 400, 'BadDataError');
      await refused(() => t.patch(`${base}/patch-guard`, { op: 'replace', path: '/stale', value: true }), 400, 'BadDataError');
      await refused(() => t.patch(`${base}/nobody`, [{ op: 'replace', path: '/stale', value: true }]), 404, 'NotFoundError');
      await refused(
        () => t.patch(`${base}/patch-guard`, [{ op: 'replace', path: '/stale', value: true }], { token: null }),
        401,
        'AuthenticationRequired',
      );
    });
  });

  describe('archive, revive, delete', () => {
    it('archives (202), lists, revives with environments off (200), deletes (200) and frees the name', async () => {
      await createFlag('lifecycle-a');
      expect((await t.post(`${base}/lifecycle-a/environments/development/on`)).status).toBe(200);
      const archived = await t.delete(`${base}/lifecycle-a`);
      expect(archived.status).toBe(202);
      expect((await t.get(`${base}/lifecycle-a`)).status).toBe(404);
      expect(await types('lifecycle-a')).toEqual([
        'feature-archived',
        'feature-environment-enabled',
        'feature-strategy-add',
        'feature-created',
      ]);
      const list = await t.get(`${admin}/archive/features`);
      expect(list.status).toBe(200);
      expect(list.body.version).toBe(1);
      expect(list.body.features.find((f: { name: string }) => f.name === 'lifecycle-a')).toMatchObject({
        project: 'default',
        archived: true,
        archivedAt: expect.any(String),
      });
      expect((await t.get(`${admin}/archive/features/default`)).body.features.map((f: { name: string }) => f.name)).toContain(
        'lifecycle-a',
      );
      expect((await t.get(`${admin}/archive/features/other`)).body).toEqual({ version: 1, features: [] });

      // archiving twice changes nothing
      await noop(() => t.delete(`${base}/lifecycle-a`), 202);

      expect((await t.post(`${admin}/archive/revive/lifecycle-a`)).status).toBe(200);
      const revived = await t.get(`${base}/lifecycle-a`);
      expect(revived.body).toMatchObject({ archived: false, enabled: false, lifecycle: { stage: 'initial' } });
      expect(revived.body.environments.every((e: { enabled: boolean }) => !e.enabled)).toBe(true);

      await refused(() => t.delete(`${admin}/archive/lifecycle-a`), 409, 'ConflictError');
      await t.delete(`${base}/lifecycle-a`);
      expect((await t.delete(`${admin}/archive/lifecycle-a`)).status).toBe(200);
      const log = (await t.get(`${admin}/events/lifecycle-a`)).body.events;
      expect(log.slice(0, 4).map((e: { type: string }) => e.type)).toEqual([
        'feature-deleted',
        'feature-archived',
        'feature-revived',
        'feature-archived',
      ]);
      expect(log[0]).toMatchObject({ project: 'default', featureName: 'lifecycle-a', preData: { name: 'lifecycle-a', archived: true } });
      expect((await t.get(`${admin}/archive/features`)).body.features.map((f: { name: string }) => f.name)).not.toContain('lifecycle-a');
      await createFlag('lifecycle-a');
    });

    it('answers 404 for unknown flags and flags of another project, 400 for bad bodies', async () => {
      await createFlag('guarded-archive');
      await refused(() => t.delete(`${base}/nobody`), 404, 'NotFoundError');
      await refused(() => t.delete(`${admin}/projects/other/features/guarded-archive`), 404, 'NotFoundError');
      await refused(() => t.post(`${admin}/archive/revive/nobody`), 404, 'NotFoundError');
      await refused(() => t.delete(`${admin}/archive/nobody`), 404, 'NotFoundError');
      await refused(() => t.post(`${admin}/projects/default/archive`, { features: 'guarded-archive' }), 400, 'BadDataError');
      await refused(() => t.post(`${admin}/projects/default/revive`, {}), 400, 'BadDataError');
      await refused(() => t.post(`${admin}/projects/default/delete`, { features: [1] }), 400, 'BadDataError');
      await refused(() => t.delete(`${base}/guarded-archive`, { token: null }), 401, 'AuthenticationRequired');
    });

    it('bulk archive/revive/delete: unknown names ignored, all or nothing', async () => {
      await createFlag('bulk-1');
      await createFlag('bulk-2');
      expect((await t.post(`${admin}/projects/default/archive`, { features: ['bulk-1', 'bulk-2', 'ghost'] })).status).toBe(202);
      expect(await types('bulk-1')).toEqual(['feature-archived', 'feature-created']);
      expect(await types('bulk-2')).toEqual(['feature-archived', 'feature-created']);
      expect((await t.post(`${admin}/projects/default/revive`, { features: ['bulk-1'] })).status).toBe(200);
      // bulk-1 is active again: deleting both is refused as a whole
      await refused(() => t.post(`${admin}/projects/default/delete`, { features: ['bulk-2', 'bulk-1'] }), 409, 'ConflictError');
      expect((await t.post(`${admin}/projects/default/delete`, { features: ['bulk-2', 'ghost'] })).status).toBe(200);
      expect(await types('bulk-2')).toEqual(['feature-deleted', 'feature-archived', 'feature-created']);
      expect((await t.get(`${base}/bulk-1`)).status).toBe(200);
    });

    it('refuses to archive a flag other flags depend on (403) unless they are archived with it', async () => {
      await createFlag('parent-flag');
      await createFlag('child-flag');
      const dep = await t.post(`${base}/child-flag/dependencies`, { feature: 'parent-flag' });
      expect(dep.status).toBe(200);
      await refused(() => t.delete(`${base}/parent-flag`), 403, 'InvalidOperationError');
      expect((await t.post(`${admin}/projects/default/archive`, { features: ['parent-flag', 'child-flag'] })).status).toBe(202);
      expect((await types('child-flag')).slice(0, 2)).toEqual(['feature-archived', 'feature-dependencies-removed']);
    });
  });

  describe('POST /projects/{p}/stale', () => {
    it('emits stale-on/off only for flags whose value changes (202)', async () => {
      await createFlag('stale-1');
      await createFlag('stale-2', { description: 'x' });
      await t.put(`${base}/stale-2`, { stale: true });
      expect((await t.post(`${admin}/projects/default/stale`, { features: ['stale-1', 'stale-2', 'ghost'], stale: true })).status).toBe(
        202,
      );
      expect(await types('stale-1')).toEqual(['feature-stale-on', 'feature-created']);
      expect(await types('stale-2')).toEqual(['feature-stale-on', 'feature-created']);
      expect((await t.post(`${admin}/projects/default/stale`, { features: ['stale-2'], stale: false })).status).toBe(202);
      expect((await types('stale-2'))[0]).toBe('feature-stale-off');
      await refused(() => t.post(`${admin}/projects/default/stale`, { features: ['stale-1'] }), 400, 'BadDataError');
      await noop(() => t.post(`${admin}/projects/default/stale`, { features: ['stale-1'], stale: true }), 202);
    });
  });

  describe('POST .../changeProject', () => {
    it('moves the flag (200) and its environments follow the target project', async () => {
      expect((await t.post(`${admin}/projects`, { id: 'web', name: 'Web' })).status).toBe(201);
      await createFlag('mover');
      const res = await t.post(`${base}/mover/changeProject`, { newProjectId: 'web' });
      expect(res.status).toBe(200);
      expect((await t.get(`${base}/mover`)).status).toBe(404);
      const moved = await t.get(`${admin}/projects/web/features/mover`);
      expect(moved.body).toMatchObject({ project: 'web' });
      const events = (await t.get(`${admin}/events/mover`)).body.events;
      expect(events[0]).toMatchObject({
        type: 'feature-project-change',
        project: 'web',
        featureName: 'mover',
        data: { newProject: 'web', oldProject: 'default' },
      });
      await refused(() => t.post(`${admin}/projects/web/features/mover/changeProject`, { newProjectId: 'nowhere' }), 404, 'NotFoundError');
      await refused(() => t.post(`${admin}/projects/web/features/mover/changeProject`, {}), 400, 'BadDataError');
      await refused(() => t.post(`${base}/mover/changeProject`, { newProjectId: 'web' }), 404, 'NotFoundError');
    });
  });

  describe('lifecycle', () => {
    it('records initial → completed → initial → archived → initial, with the current stage on the flag', async () => {
      await createFlag('staged');
      const initial = await t.get(`${base}/staged/lifecycle`);
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual([{ stage: 'initial', enteredStageAt: expect.any(String) }]);

      expect((await t.post(`${base}/staged/lifecycle/complete`, { status: 'kept', statusValue: 'variant-a' })).status).toBe(200);
      expect((await t.get(`${base}/staged/lifecycle`)).body.map((s: { stage: string; status?: string }) => [s.stage, s.status])).toEqual([
        ['initial', undefined],
        ['completed', 'kept'],
      ]);
      expect((await t.get(`${base}/staged`)).body.lifecycle).toEqual({
        stage: 'completed',
        status: 'kept',
        enteredStageAt: expect.any(String),
      });
      const completed = (await t.get(`${admin}/events/staged`)).body.events[0];
      expect(completed).toMatchObject({ type: 'feature-completed', data: { status: 'kept', statusValue: 'variant-a', kept: true } });
      // completing again keeps the first status and writes nothing
      await noop(() => t.post(`${base}/staged/lifecycle/complete`, { status: 'discarded' }), 200);

      expect((await t.post(`${base}/staged/lifecycle/uncomplete`)).status).toBe(200);
      expect((await t.get(`${base}/staged`)).body.lifecycle.stage).toBe('initial');
      expect((await types('staged'))[0]).toBe('feature-uncompleted');

      await t.delete(`${base}/staged`);
      expect((await t.get(`${base}/staged/lifecycle`)).body.map((s: { stage: string }) => s.stage)).toEqual(['initial', 'archived']);
      await t.post(`${admin}/projects/default/revive`, { features: ['staged'] });
      expect((await t.get(`${base}/staged/lifecycle`)).body.map((s: { stage: string }) => s.stage)).toEqual(['initial']);
    });

    it('validates the body (400), refuses archived flags (400) and unknown flags (404)', async () => {
      await createFlag('staged-guard');
      await refused(() => t.post(`${base}/staged-guard/lifecycle/complete`, { status: 'maybe' }), 400, 'BadDataError');
      await refused(() => t.post(`${base}/nobody/lifecycle/complete`, { status: 'kept' }), 404, 'NotFoundError');
      await refused(() => t.post(`${base}/nobody/lifecycle/uncomplete`), 404, 'NotFoundError');
      expect((await t.get(`${base}/nobody/lifecycle`)).status).toBe(404);
      await t.delete(`${base}/staged-guard`);
      await refused(() => t.post(`${base}/staged-guard/lifecycle/complete`, { status: 'kept' }), 400, 'ArchivedFeatureError');
    });
  });
});
