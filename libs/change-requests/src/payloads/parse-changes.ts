import { DomainError, type ErrorDetail } from '@pennant/platform';
import { parseChange, type FlagChange, type SegmentChange, type StoredChange } from './change-payloads';

/** A change that cannot be applied as the request stands: its target moved on (strategy gone, flag archived, …) or it no longer parses. */
export class ChangeRequestConflictError extends DomainError {
  readonly name = 'ConflictError';
  readonly status = 409;
}

/** What the view and the refusal call a stored change. */
export function describeChange(change: StoredChange): string {
  return `change ${change.id} (${change.action} on ${change.feature !== null ? `"${change.feature}"` : `segment ${change.segmentId}`})`;
}

/**
 * Parses every change of a request with its action's schema, flag changes and segment changes
 * apart. A change that does not parse (stored before payloads were checked, or by an older
 * version) refuses the whole request with 409 naming each such change: it is never cast.
 */
export function parseChanges(request: { id: number; changes: readonly StoredChange[] }): {
  flags: FlagChange[];
  segments: SegmentChange[];
} {
  const flags: FlagChange[] = [];
  const segments: SegmentChange[] = [];
  const problems: ErrorDetail[] = [];
  for (const stored of request.changes) {
    const parsed = parseChange(stored);
    if ('problem' in parsed) problems.push({ path: `changes[${stored.id}]`, message: `${describeChange(stored)}: ${parsed.problem}` });
    else if (parsed.change.feature === null) segments.push(parsed.change);
    else flags.push(parsed.change);
  }
  if (problems.length > 0) {
    throw new ChangeRequestConflictError(
      `Change request ${request.id} cannot be applied: ${problems.map((p) => p.message).join('; ')}. Discard the change and add it again.`,
      problems,
    );
  }
  return { flags, segments };
}
