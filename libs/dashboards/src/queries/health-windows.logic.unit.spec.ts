import { weekOf } from '../projections/project-health.projection';
import { healthWindows } from './health-windows.logic';

const NOW = '2026-11-23'; // a Monday

describe('health windows', () => {
  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16');
  });

  it('averages the last 4 weeks and the 4 before, carrying a week over until the next change', () => {
    const snapshots = [
      { week: '2026-09-21', flags: 10, healthy: 10 }, // 100 from 8+ weeks ago
      { week: '2026-10-19', flags: 10, healthy: 5 }, // 50 from 5 weeks ago
      { week: '2026-11-09', flags: 4, healthy: 3 }, // 75 from 2 weeks ago
    ];
    // current: weeks 11-23, 11-16, 11-09 → 75; 11-02 → 50: (75+75+75+50)/4 = 68.75
    // past: 10-26, 10-19 → 50; 10-12, 10-05 → 100: 75
    expect(healthWindows(snapshots, NOW)).toEqual({ avgHealthCurrentWindow: 69, avgHealthPastWindow: 75 });
  });

  it('is null for a window the project did not fully exist in; an empty project is healthy', () => {
    expect(healthWindows([{ week: '2026-11-09', flags: 0, healthy: 0 }], NOW)).toEqual({
      avgHealthCurrentWindow: null,
      avgHealthPastWindow: null,
    });
    expect(healthWindows([{ week: '2026-10-26', flags: 0, healthy: 0 }], NOW)).toEqual({
      avgHealthCurrentWindow: 100,
      avgHealthPastWindow: null,
    });
    expect(healthWindows([], NOW)).toEqual({ avgHealthCurrentWindow: null, avgHealthPastWindow: null });
  });
});
