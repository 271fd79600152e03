import { changeRequestsCountSchema, changeRequestsSchema } from '../../apps/admin-api/src/openapi/schemas';
import { expectSchema } from '../support/schema-assert';
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../support/test-app';

const project = '/api/admin/projects/default';
const WORKFLOWS = 20;
const tokens = Array.from({ length: WORKFLOWS + 1 }, (_, i) => `*:*.concurrent-admin-${String(i).padStart(2, '0')}-secret`);
type Outcome = 'In review' | 'Approved' | 'Rejected' | 'Cancelled' | 'Applied' | 'Draft';
const OUTCOMES: Outcome[] = ['In review', 'Approved', 'Rejected', 'Cancelled', 'Applied', 'Draft'];

describe('change request counts under concurrent workflows', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ INIT_ADMIN_API_TOKENS: [ADMIN_TOKEN, ...tokens].join(',') });
    for (let i = 0; i < WORKFLOWS; i += 1) await t.post(`${project}/features`, { name: `cr-flag-${i}` });
    const config = await t.put(`${project}/environments/production/change-requests/config`, {
      changeRequestsEnabled: true,
      requiredApprovals: 1,
    });
    expect(config.status).toBe(204);
  });
  afterAll(() => t.close());

  async function workflow(i: number, outcome: Outcome): Promise<void> {
    const author = tokens[i];
    const reviewer = tokens[i + 1];
    const cr = await t.post(
      `${project}/environments/production/change-requests`,
      { feature: `cr-flag-${i}`, action: 'updateEnabled', payload: { enabled: true } },
      { token: author },
    );
    expect(cr.body).toMatchObject({ state: 'Draft' });
    expect(cr.status).toBe(201);
    const id = cr.body.id as number;
    const to = async (state: string, token: string) => {
      const res = await t.put(`${project}/change-requests/${id}/state`, { state }, { token });
      expect(res.status).toBe(200);
    };
    if (outcome === 'Draft') return;
    if (outcome === 'Cancelled') return to('Cancelled', author);
    await to('In review', author);
    if (outcome === 'In review') return;
    if (outcome === 'Rejected') return to('Rejected', reviewer);
    await to('Approved', reviewer);
    if (outcome === 'Applied') await to('Applied', reviewer);
  }

  it('counts exactly what 20 concurrent workflows did, and both read endpoints match the spec schemas', async () => {
    const plan = Array.from({ length: WORKFLOWS }, (_, i) => OUTCOMES[i % OUTCOMES.length]);
    await Promise.all(plan.map((outcome, i) => workflow(i, outcome)));
    const tally = (s: Outcome) => plan.filter((p) => p === s).length;
    const counts = await t.get(`${project}/change-requests/count`);
    expectSchema(counts.body, changeRequestsCountSchema);
    expect(counts.body).toEqual({
      total: WORKFLOWS,
      applied: tally('Applied'),
      rejected: tally('Rejected'),
      reviewRequired: tally('In review'),
      approved: tally('Approved'),
      scheduled: 0,
    });
    // Pending for the reviewer of workflow 0: every In review / Approved request, plus its own drafts (none).
    const open = await t.get(`${project}/change-requests/open`, { token: tokens[WORKFLOWS] });
    expectSchema(open.body, changeRequestsSchema);
    expect(open.body).toHaveLength(tally('In review') + tally('Approved'));
    const mine = await t.get(`${project}/change-requests/open`, { token: tokens[5] });
    expect(mine.body.map((c: { state: string }) => c.state).sort()).toEqual(
      [...Array(tally('In review')).fill('In review'), ...Array(tally('Approved')).fill('Approved'), 'Draft'].sort(),
    );
  });
});
