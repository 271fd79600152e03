/** What "show as of this event" opens for an event: its flag, else its segment, else its project. */
export type AsOfTarget =
  { kind: 'flag'; project: string; flag: string } | { kind: 'segment'; id: string } | { kind: 'project'; project: string };

function segmentId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

export function asOfTarget(event: {
  type: string;
  project?: string | null;
  featureName?: string | null;
  data?: unknown;
  preData?: unknown;
}): AsOfTarget | null {
  if (event.featureName && event.project) return { kind: 'flag', project: event.project, flag: event.featureName };
  if (event.type.startsWith('segment-')) {
    const id = segmentId(event.data) ?? segmentId(event.preData);
    if (id) return { kind: 'segment', id };
  }
  if (event.project) return { kind: 'project', project: event.project };
  return null;
}
