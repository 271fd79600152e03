import { rebuildPercent } from './operations-api';

describe('rebuild progress', () => {
  it('is the share of the head the fresh tables reached, 0 while starting', () => {
    expect(rebuildPercent({ projection: 'p', starting: true })).toBe(0);
    expect(rebuildPercent({ projection: 'p', position: 250, head: 1000, applied: 250, eventsPerSecond: 100, etaSeconds: 7.5 })).toBe(25);
    expect(rebuildPercent({ projection: 'p', position: 1200, head: 1000, applied: 1200, eventsPerSecond: 100, etaSeconds: 0 })).toBe(100);
    expect(rebuildPercent({ projection: 'p', position: 0, head: 0, applied: 0, eventsPerSecond: 0, etaSeconds: null })).toBe(0);
  });
});
