import { api } from '../api/client';
import { announceRecorded } from '../components/recorded-store';
import { addChange, addChanges, type FlagEdit } from '../api/change-requests-api';
import type { ChangeRequest, EnvironmentConfig } from './change-request-model';

/** A flag edit that became a change of the caller's draft change request instead of a direct write. */
export interface QueuedChange {
  queued: true;
  request: ChangeRequest;
}

export function isQueued(value: unknown): value is QueuedChange {
  return typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
}

/** Whether changes in this environment of the project need approval — asked at each write, so never stale. */
export async function requiresApproval(project: string, environment: string): Promise<boolean> {
  const config = (await api('get', '/api/admin/projects/{projectId}/change-requests/config', {
    path: { projectId: project },
  })) as unknown as EnvironmentConfig[];
  return config.some((c) => c.environment === environment && c.changeRequestEnabled);
}

/**
 * The flag page's edits of one environment go through here: where the project's environment
 * requires approval, the edit is added to the caller's draft change request (the API creates the
 * draft when there is none) instead of being written; elsewhere `direct` writes it as before.
 */
export async function guardedWrite<T>(
  flag: { project: string; name: string },
  environment: string,
  change: FlagEdit,
  direct: () => Promise<T>,
): Promise<T | QueuedChange> {
  if (!(await requiresApproval(flag.project, environment))) return direct();
  return queued(environment, 'Added', addChange(flag.project, environment, { feature: flag.name, ...change }));
}

/** The draft the API answered with, announced with the event it recorded. */
async function queued(environment: string, what: string, adding: ReturnType<typeof addChanges>): Promise<QueuedChange> {
  const { body, eventId } = await adding;
  const request = body as unknown as ChangeRequest;
  announceRecorded({
    what: `${what} to your change request #${request.id} for ${environment} (it needs approval before it applies)`,
    eventId,
  });
  return { queued: true, request };
}

/**
 * A bulk on/off of flags of one project in one environment: where the environment requires
 * approval, one change per flag is added to the caller's draft in one request; elsewhere
 * `direct` writes them all.
 */
export async function guardedBulkEnable<T>(
  project: string,
  names: readonly string[],
  environment: string,
  enabled: boolean,
  direct: () => Promise<T>,
): Promise<T | QueuedChange> {
  if (!(await requiresApproval(project, environment))) return direct();
  const changes = names.map((feature) => ({ feature, action: 'updateEnabled' as const, payload: { enabled } }));
  return queued(environment, `${names.length} change${names.length === 1 ? '' : 's'} added`, addChanges(project, environment, changes));
}
