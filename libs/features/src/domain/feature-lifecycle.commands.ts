import type { FlagType } from '@pennant/events';

/** `DELETE .../features/{f}` and `POST /projects/{p}/archive`. */
export interface ArchiveFeature {
  kind: 'archive';
  name: string;
  project: string;
  now: string;
}

/** `POST /projects/{p}/revive` (project given) and `POST /archive/revive/{f}` (project `null`: any). */
export interface ReviveFeature {
  kind: 'revive';
  name: string;
  project: string | null;
}

/** `POST /projects/{p}/delete` (project given) and `DELETE /archive/{f}` (project `null`: any). */
export interface DeleteFeature {
  kind: 'delete';
  name: string;
  project: string | null;
}

/** `POST .../features/{f}/changeProject`; the handler has checked the target project. */
export interface ChangeFeatureProject {
  kind: 'change-project';
  name: string;
  project: string;
  newProject: string;
}

export type CompletionStatus = 'kept' | 'discarded';

/** `POST .../lifecycle/complete`. */
export interface CompleteFeature {
  kind: 'complete';
  name: string;
  project: string;
  status: CompletionStatus;
  statusValue?: string;
}

/** `POST .../lifecycle/uncomplete`. */
export interface UncompleteFeature {
  kind: 'uncomplete';
  name: string;
  project: string;
}

/** Lifetime in days per flag type; `null` = never potentially stale. */
export type FlagTypeLifetimes = Record<FlagType, number | null>;

/** The potentially-stale job, for one flag (no project check: the job works across projects). */
export interface MarkPotentiallyStale {
  kind: 'mark-potentially-stale';
  name: string;
  now: string;
  lifetimes: FlagTypeLifetimes;
}

/** SDK metrics for the flag arrived from a known environment (of the given type); by the system user. */
export interface RecordSdkUsage {
  kind: 'record-sdk-usage';
  name: string;
  environment: string;
  environmentType: string;
  appName: string;
}

export type FeatureLifecycleCommand =
  | ArchiveFeature
  | ReviveFeature
  | DeleteFeature
  | ChangeFeatureProject
  | CompleteFeature
  | UncompleteFeature
  | MarkPotentiallyStale
  | RecordSdkUsage;
