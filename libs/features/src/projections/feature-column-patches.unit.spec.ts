import type { RecordedEvent } from '@pennant/events';
import { FeatureColumnPatches } from './feature-column-patches';

let position = 0;
function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return {
    type,
    data,
    position,
    eventId: `e${position}`,
    streamId: 's',
    streamVersion: position,
    metadata: {},
    createdAt: new Date(0),
  } as unknown as RecordedEvent;
}

describe('FeatureColumnPatches', () => {
  it('merges a run per feature, later events winning per column, absent columns left out', () => {
    const run = new FeatureColumnPatches();
    expect(run.add(recorded('feature-stale-on', { featureName: 'a' }))).toBe(true);
    expect(run.add(recorded('feature-metadata-updated', { featureName: 'a', data: { description: 'x', impressionData: true } }))).toBe(
      true,
    );
    expect(run.add(recorded('feature-type-updated', { featureName: 'b', data: { type: 'experiment' } }))).toBe(true);
    expect(run.add(recorded('feature-stale-off', { featureName: 'a' }))).toBe(true);
    expect(run.add(recorded('feature-metadata-updated', { featureName: 'a', data: { description: null, impressionData: false } }))).toBe(
      true,
    );
    expect(JSON.parse(run.take().columns as string)).toEqual([
      { name: 'a', stale: false, description: null, impressionData: false },
      { name: 'b', type: 'experiment' },
    ]);
    expect(run.take()).toEqual({ columns: null, environments: null });
  });

  it('merges environment toggles per feature and environment, the last one winning', () => {
    const run = new FeatureColumnPatches();
    expect(run.add(recorded('feature-environment-enabled', { featureName: 'a', environment: 'development' }))).toBe(true);
    expect(run.add(recorded('feature-environment-enabled', { featureName: 'a', environment: 'production' }))).toBe(true);
    expect(run.add(recorded('feature-environment-disabled', { featureName: 'a', environment: 'development' }))).toBe(true);
    const taken = run.take();
    expect(taken.columns).toBeNull();
    expect(JSON.parse(taken.environments as string)).toEqual([
      { feature: 'a', environment: 'development', enabled: false },
      { feature: 'a', environment: 'production', enabled: true },
    ]);
  });

  it('refuses events that do more than overwrite (they are applied in order after a flush)', () => {
    const run = new FeatureColumnPatches();
    expect(run.add(recorded('feature-archived', { featureName: 'a', data: { archivedAt: 'x' } }))).toBe(false);
    expect(run.add(recorded('feature-revived', { featureName: 'a' }))).toBe(false);
    expect(run.take()).toEqual({ columns: null, environments: null });
  });
});
