import { asOfTarget } from './as-of-target';

describe('"show as of this event" target', () => {
  it('opens the flag of a flag event, the segment of a segment event, else the project', () => {
    expect(asOfTarget({ type: 'feature-updated', project: 'web', featureName: 'checkout', data: null, preData: null })).toEqual({
      kind: 'flag',
      project: 'web',
      flag: 'checkout',
    });
    expect(asOfTarget({ type: 'segment-deleted', project: null, featureName: null, data: null, preData: { id: 7 } })).toEqual({
      kind: 'segment',
      id: '7',
    });
    expect(asOfTarget({ type: 'project-updated', project: 'web', featureName: null, data: {}, preData: null })).toEqual({
      kind: 'project',
      project: 'web',
    });
    expect(asOfTarget({ type: 'user-created', project: null, featureName: null, data: {}, preData: null })).toBeNull();
  });
});
