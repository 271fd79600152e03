/** A project's counts as they stood after the last change of a week (rm_health_weeks). */
export interface HealthSnapshot {
  week: string;
  flags: number;
  healthy: number;
}

const DAY_MS = 86_400_000;

const healthOf = (s: HealthSnapshot) => (s.flags === 0 ? 100 : Math.round((100 * s.healthy) / s.flags));

/**
 * The personal dashboard's `avgHealthCurrentWindow` / `avgHealthPastWindow`: the mean health at
 * the end of each of the last 4 weeks (this one included) and of the 4 before, each week taking
 * the latest snapshot at or before it (health carries over weeks without changes). A window is
 * null unless the project had a snapshot for all its 4 weeks (as Unleash needs 4 trend rows).
 * `currentWeek`: Monday of the current week (YYYY-MM-DD).
 */
export function healthWindows(
  snapshots: readonly HealthSnapshot[],
  currentWeek: string,
): { avgHealthCurrentWindow: number | null; avgHealthPastWindow: number | null } {
  const sorted = [...snapshots].sort((a, b) => a.week.localeCompare(b.week));
  const at = (k: number) => {
    const week = new Date(Date.parse(`${currentWeek}T00:00:00Z`) - k * 7 * DAY_MS).toISOString().slice(0, 10);
    const found = sorted.filter((s) => s.week <= week).pop();
    return found ? healthOf(found) : null;
  };
  const mean = (ks: number[]) => {
    const values = ks.map(at);
    return values.every((v): v is number => v !== null) ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  };
  return { avgHealthCurrentWindow: mean([0, 1, 2, 3]), avgHealthPastWindow: mean([4, 5, 6, 7]) };
}
