import {
  CHANGE_ACTIONS,
  CHANGE_PAYLOADS,
  SEGMENT_CHANGE_ACTIONS,
  parseChange,
  payloadProblems,
  type ChangeAction,
} from './change-payloads';
import { ChangeRequestConflictError, parseChanges } from './parse-changes';

const strategyId = '00000000-0000-4000-8000-000000000001';

/** A payload each action accepts and one it refuses, with the field the refusal names (keyed by action: the compiler wants every one). */
const SAMPLES: Record<ChangeAction, { valid: object; invalid: unknown; field: string }> = {
  updateEnabled: { valid: { enabled: true }, invalid: { enabled: 'yes' }, field: 'payload.enabled' },
  addStrategy: {
    valid: { name: 'flexibleRollout', parameters: { rollout: '50' }, constraints: [] },
    invalid: { parameters: { rollout: '50' } },
    field: 'payload.name',
  },
  updateStrategy: { valid: { id: strategyId, name: 'default' }, invalid: { name: 'default' }, field: 'payload.id' },
  deleteStrategy: { valid: { id: strategyId }, invalid: { id: 7 }, field: 'payload.id' },
  patchVariant: {
    valid: { variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }] },
    invalid: { variants: [{ name: 'blue', weight: 'heavy' }] },
    field: 'payload.variants[0].weight',
  },
  reorderStrategy: {
    valid: { sortOrders: [{ id: strategyId, sortOrder: 0 }] },
    invalid: { sortOrders: { [strategyId]: 0 } },
    field: 'payload.sortOrders',
  },
  archiveFeature: { valid: {}, invalid: [], field: 'payload' },
  addDependency: {
    valid: { feature: 'parent', enabled: false, variants: ['blue'] },
    invalid: { feature: 'parent', variants: 'blue' },
    field: 'payload.variants',
  },
  deleteDependency: { valid: { feature: 'parent' }, invalid: {}, field: 'payload.feature' },
  setSafeguard: {
    valid: { metric: 'errors', aggregation: 'rate', windowMinutes: 5, comparison: 'gt', threshold: 0.5 },
    invalid: { metric: 'errors', aggregation: 'rate', windowMinutes: 90, comparison: 'gt', threshold: 0.5 },
    field: 'payload.windowMinutes',
  },
  deleteSafeguard: { valid: {}, invalid: null, field: 'payload' },
  updateSegment: {
    valid: { name: 'beta', constraints: [{ contextName: 'userId', operator: 'IN', values: ['7'] }] },
    invalid: { name: 'beta', constraints: [{ contextName: 'userId', operator: 'ROUGHLY' }] },
    field: 'payload.constraints[0].operator',
  },
  deleteSegment: { valid: {}, invalid: 'all of it', field: 'payload' },
};

/** A change as the request's state holds it: a segment action names segment 12, any other the flag `checkout`. */
const stored = (action: string, payload: unknown) => {
  const segment = (SEGMENT_CHANGE_ACTIONS as readonly string[]).includes(action);
  return { id: 3, feature: segment ? null : 'checkout', segmentId: segment ? 12 : null, action, payload };
};

describe('change payloads: one schema per action', () => {
  it('has a schema for every action the API accepts, and no other', () => {
    expect(Object.keys(CHANGE_PAYLOADS).sort()).toEqual([...CHANGE_ACTIONS].sort());
    expect(CHANGE_ACTIONS).toEqual([
      'updateEnabled',
      'addStrategy',
      'updateStrategy',
      'deleteStrategy',
      'patchVariant',
      'reorderStrategy',
      'archiveFeature',
      'addDependency',
      'deleteDependency',
      'setSafeguard',
      'deleteSafeguard',
      'updateSegment',
      'deleteSegment',
    ]);
    for (const action of CHANGE_ACTIONS) expect(CHANGE_PAYLOADS[action].json).toMatchObject({ type: 'object' });
  });

  it.each(CHANGE_ACTIONS)('%s accepts a valid payload and refuses an invalid one, naming the field', (action) => {
    const { valid, invalid, field } = SAMPLES[action];
    expect(payloadProblems(action, valid, 'payload')).toEqual([]);
    const problems = payloadProblems(action, invalid, 'payload');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.path)).toContain(field);
  });

  it('parses a stored change into the member of its action, payload typed and unknown fields dropped', () => {
    const parsed = parseChange(stored('updateStrategy', { id: strategyId, name: 'default', parameters: { rollout: 50 }, extra: 'x' }));
    expect(parsed).toEqual({
      change: {
        id: 3,
        feature: 'checkout',
        segmentId: null,
        action: 'updateStrategy',
        payload: { id: strategyId, name: 'default', parameters: { rollout: '50' } },
      },
    });
    expect(parseChange(stored('deleteSegment', {}))).toEqual({
      change: { id: 3, feature: null, segmentId: 12, action: 'deleteSegment', payload: {} },
    });
  });

  it('answers a stored change that does not parse with a problem instead of a value', () => {
    expect(parseChange(stored('addStrategy', { name: 42 }))).toEqual({ problem: expect.stringContaining('payload.name must be a string') });
    expect(parseChange(stored('fly', {}))).toEqual({
      problem: expect.stringMatching(/"fly" is not a change .* updateEnabled, addStrategy/),
    });
    expect(parseChange({ ...stored('updateSegment', { name: 'x', constraints: [] }), feature: 'checkout', segmentId: null })).toEqual({
      problem: expect.stringContaining('names no segmentId'),
    });
  });

  it('refuses a request holding a change that does not parse with 409 naming each such change', () => {
    const request = {
      id: 9,
      changes: [
        stored('updateEnabled', { enabled: true }),
        { ...stored('reorderStrategy', { sortOrders: 'first' }), id: 4 },
        { ...stored('updateSegment', {}), id: 5 },
      ],
    };
    const refuse = () => parseChanges(request);
    expect(refuse).toThrow(ChangeRequestConflictError);
    expect(refuse).toThrow(
      /Change request 9 cannot be applied: change 4 \(reorderStrategy on "checkout"\).*payload\.sortOrders.*; change 5 \(updateSegment on segment 12\)/,
    );
    const { flags, segments } = parseChanges({ id: 9, changes: [stored('updateEnabled', { enabled: true }), stored('deleteSegment', {})] });
    expect(flags.map((c) => c.action)).toEqual(['updateEnabled']);
    expect(segments.map((c) => c.action)).toEqual(['deleteSegment']);
  });
});
