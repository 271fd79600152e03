import { emptyDraft } from '../../components/constraints';
import { actionSetBodyOf, actionSetFormOf, actionSetProblems, type ActionSetForm } from './action-set-form';
import type { ActionDefinition } from './actions-api';

const definitions: ActionDefinition[] = [
  {
    name: 'TOGGLE_FEATURE_ON',
    label: 'Enable flag',
    description: '',
    parameters: [
      { name: 'project', label: 'Project', type: 'hidden' },
      { name: 'environment', label: 'Environment', type: 'select', options: ['production'] },
      { name: 'featureName', label: 'Flag name', type: 'select', options: ['checkout'] },
    ],
  },
];
const limits = { actionSetFilters: 5, actionSetFilterValues: 25, actionSetActions: 10 };
const form = (over: Partial<ActionSetForm> = {}): ActionSetForm => ({
  ...actionSetFormOf(null),
  name: 'deploy',
  sourceId: '3',
  actorId: '7',
  ...over,
});

describe('the action-set form', () => {
  it('sends filters keyed by payload field and ordered actions with the set’s project', () => {
    const sut = actionSetBodyOf(
      form({
        constraints: [{ ...emptyDraft(''), contextName: ' env ', valuesText: 'prod' }],
        actions: [{ action: 'TOGGLE_FEATURE_ON', params: { environment: 'production', featureName: 'checkout', stray: 'x' } }],
      }),
      'web',
      definitions,
    );
    expect(sut).toEqual({
      name: 'deploy',
      description: null,
      enabled: true,
      actorId: 7,
      match: {
        source: 'signal-endpoint',
        sourceId: 3,
        payload: { env: { operator: 'IN', inverted: false, caseInsensitive: false, values: ['prod'] } },
      },
      actions: [
        {
          action: 'TOGGLE_FEATURE_ON',
          sortOrder: 1,
          executionParams: { project: 'web', environment: 'production', featureName: 'checkout' },
        },
      ],
    });
  });

  it('round-trips a stored action set', () => {
    const stored = {
      id: 1,
      enabled: false,
      name: 'n',
      description: 'd',
      project: 'web',
      actorId: 7,
      createdAt: '',
      match: {
        source: 'signal-endpoint' as const,
        sourceId: 3,
        payload: { v: { operator: 'SEMVER_GT' as const, inverted: true, caseInsensitive: false, value: '1.2.3' } },
      },
      actions: [
        {
          action: 'TOGGLE_FEATURE_ON',
          sortOrder: 1,
          executionParams: { project: 'web', environment: 'production', featureName: 'checkout' },
        },
      ],
    };
    const { id: _id, project: _p, createdAt: _c, ...body } = stored;
    expect(actionSetBodyOf(actionSetFormOf(stored), 'web', definitions)).toEqual(body);
  });

  it('names what is missing or over the limits of ui-config', () => {
    expect(actionSetProblems(form({ sourceId: '', actorId: '' }), limits, definitions)).toEqual([
      'Choose the signal endpoint whose signals trigger the actions.',
      'Choose the service account the actions run as.',
    ]);
    const twice = [
      { ...emptyDraft(''), contextName: 'env', valuesText: 'a' },
      { ...emptyDraft(''), contextName: 'env', valuesText: 'b' },
    ];
    expect(actionSetProblems(form({ constraints: twice }), { ...limits, actionSetFilters: 1 }, definitions)).toEqual([
      'At most 1 filters per action set.',
      'Filter 2: another filter already tests “env”.',
    ]);
    expect(
      actionSetProblems(
        form({ constraints: [{ ...emptyDraft(''), contextName: 'env', valuesText: 'a\nb\nc' }] }),
        { ...limits, actionSetFilterValues: 2 },
        definitions,
      ),
    ).toEqual(['Filter 1 (env): At most 2 values per constraint (3 given).']);
    expect(
      actionSetProblems(form({ actions: [{ action: 'TOGGLE_FEATURE_ON', params: { environment: 'production' } }] }), limits, definitions),
    ).toEqual(['Action 1 (Enable flag): choose the flag name.']);
  });
});
