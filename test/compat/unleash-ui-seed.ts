import { must, type AdminApi } from './unleash-ui-steps';

/**
 * What the screens show: a custom context field with legal values, a tag type, a segment, a flag
 * with a strategy that uses all three and a variant, switched on and tagged, an archived flag, and
 * an SDK application that registered and reported metrics. Made through Pennant's API, as a team
 * would have it after moving from Unleash.
 */
export const SEED = {
  contextField: 'tenant',
  tagType: 'team',
  tag: 'payments',
  segment: 'beta-users',
  flag: 'checkout',
  flagDescription: 'The new checkout',
  strategyTitle: 'half of beta',
  variant: 'blue',
  archivedFlag: 'old-flag',
  application: 'checkout-service',
  clientToken: 'checkout-service-token',
} as const;

const features = '/api/admin/projects/default/features';

/** Seeds SEED; `sdk` sends an SDK's registration and metrics with a client token's secret. */
export async function seed(
  api: AdminApi,
  sdk: (secret: string, path: string, body: unknown) => Promise<void>,
): Promise<{ segmentId: number }> {
  await must(
    api.post('/api/admin/context', {
      name: SEED.contextField,
      description: 'Which tenant',
      legalValues: [{ value: 'acme' }, { value: 'globex' }],
    }),
    'context field',
  );
  await must(api.post('/api/admin/tag-types', { name: SEED.tagType, description: 'Owning team' }), 'tag type');
  const segment = (await must(
    api.post('/api/admin/segments', { name: SEED.segment, constraints: [{ contextName: 'userId', operator: 'IN', values: ['1', '2'] }] }),
    'segment',
  )) as { id: number };
  await must(api.post(features, { name: SEED.flag, description: SEED.flagDescription }), 'flag');
  await must(
    api.post(`${features}/${SEED.flag}/environments/development/strategies`, {
      name: 'flexibleRollout',
      title: SEED.strategyTitle,
      parameters: { rollout: '50', stickiness: 'default', groupId: SEED.flag },
      constraints: [{ contextName: SEED.contextField, operator: 'IN', values: ['acme'] }],
      segments: [segment.id],
      variants: [{ name: SEED.variant, weightType: 'variable', weight: 1000, stickiness: 'default' }],
    }),
    'strategy',
  );
  await must(api.post(`${features}/${SEED.flag}/environments/development/on`), 'switch on');
  await must(api.post(`/api/admin/features/${SEED.flag}/tags`, { type: SEED.tagType, value: SEED.tag }), 'tag');
  await must(api.post(features, { name: SEED.archivedFlag }), 'flag to archive');
  await must(api.post('/api/admin/projects/default/archive', { features: [SEED.archivedFlag] }), 'archive');
  const token = (await must(
    api.post('/api/admin/api-tokens', { tokenName: SEED.clientToken, type: 'client', environment: 'development', projects: ['default'] }),
    'client token',
  )) as { secret: string };
  const now = new Date().toISOString();
  await sdk(token.secret, '/api/client/register', {
    appName: SEED.application,
    instanceId: `${SEED.application}-1`,
    sdkVersion: 'unleash-client-node:6.12.1',
    strategies: ['default', 'flexibleRollout'],
    started: now,
    interval: 10000,
  });
  await sdk(token.secret, '/api/client/metrics', {
    appName: SEED.application,
    instanceId: `${SEED.application}-1`,
    bucket: { start: now, stop: now, toggles: { [SEED.flag]: { yes: 5, no: 3, variants: { [SEED.variant]: 5 } } } },
  });
  return { segmentId: segment.id };
}
