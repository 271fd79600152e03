import { BadDataError } from '@pennant/platform';
import { OperationDeniedError } from '../../domain/feature-lifecycle.errors';
import { featurePatchToChanges as sut } from './patch-feature-changes.logic';

describe('featurePatchToChanges', () => {
  it('reads replace/add/remove on the four patchable fields, in order', () => {
    expect(
      sut([
        { op: 'replace', path: '/description', value: 'x' },
        { op: 'add', path: '/type', value: 'kill-switch' },
        { op: 'replace', path: '/stale', value: true },
        { op: 'replace', path: '/impressionData', value: true },
        { op: 'remove', path: '/description' },
      ]),
    ).toEqual({ description: null, type: 'kill-switch', stale: true, impressionData: true });
    expect(sut([{ op: 'remove', path: '/stale' }])).toEqual({ stale: false });
    expect(sut([])).toEqual({});
  });

  it('denies variants paths with OperationDeniedError (403)', () => {
    expect(() =>
      sut([
        { op: 'replace', path: '/stale', value: true },
        { op: 'add', path: '/variants/0', value: {} },
      ]),
    ).toThrow(OperationDeniedError);
    expect(() => sut([{ op: 'replace', path: '/variants', value: [] }])).toThrow(OperationDeniedError);
  });

  it('refuses other ops, paths and wrong values with BadDataError (400)', () => {
    for (const patch of [
      [{ op: 'move', path: '/stale', value: true }],
      [{ op: 'test', path: '/stale', value: true }],
      [{ op: 'replace', path: '/name', value: 'other' }],
      [{ op: 'replace', path: '/project', value: 'other' }],
      [{ op: 'replace', path: '/stale', value: 'yes' }],
      [{ op: 'replace', path: '/stale' }],
      [{ op: 'replace', path: '/type', value: 'nope' }],
      [{ op: 'remove', path: '/type' }],
      [{ op: 'replace', path: '/description', value: 42 }],
    ]) {
      expect(() => sut(patch)).toThrow(BadDataError);
    }
  });
});
