const REVISION = /^(?:W\/)?"(\d{1,15})"$/;

/** The delta endpoint's ETag: the revision the answer brings an SDK to, as Unleash names it. */
export function deltaEtag(revision: number): string {
  return `"${revision}"`;
}

/**
 * The revision an SDK holds, from its If-None-Match (a list, weak tags allowed), or null when it
 * names none of ours (no header, a features-endpoint ETag, `*`): such an SDK is hydrated.
 */
export function heldRevision(ifNoneMatch: string | undefined): number | null {
  if (!ifNoneMatch) return null;
  for (const candidate of ifNoneMatch.split(',')) {
    const match = REVISION.exec(candidate.trim());
    if (match) return Number(match[1]);
  }
  return null;
}

/** The revision a reconnecting stream names in Last-Event-ID; anything else is a fresh start (hydration, never a 400). */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
