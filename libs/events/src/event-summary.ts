import type { EventType } from './event-types';

/** What the label and summary of an event are made from: its public columns. */
export interface SummarySource {
  type: string;
  createdBy: string;
  project: string | null;
  featureName: string | null;
  environment: string | null;
  data: Record<string, unknown> | null;
  preData: Record<string, unknown> | null;
}

/**
 * A short label and the action of the Markdown summary, per event type (Unleash fills both; the
 * words here are ours). Placeholders: `{flag}`, `{env}`, `{project}` (the event's columns),
 * `{subject}` (what the event is about, read from data/preData), `{cr}` (a change request id).
 * A `Record` over the whole catalog: a new type cannot be added without its texts.
 */
const TEXTS: Record<EventType, readonly [label: string, action: string]> = {
  'application-created': ['Application registered', 'registered SDK application {subject}'],
  'feature-created': ['Flag created', 'created flag {flag} in project {project}'],
  'feature-deleted': ['Flag deleted', 'deleted flag {flag} from project {project}'],
  'feature-updated': ['Flag updated', 'updated flag {flag}'],
  'feature-metadata-updated': ['Flag details updated', 'updated the details of flag {flag}'],
  'feature-variants-updated': ['Flag variants updated', 'updated the variants of flag {flag}'],
  'feature-environment-variants-updated': ['Environment variants updated', 'updated the variants of flag {flag} in {env}'],
  'feature-project-change': ['Flag moved', 'moved flag {flag} to project {project}'],
  'feature-archived': ['Flag archived', 'archived flag {flag} in project {project}'],
  'feature-revived': ['Flag revived', 'revived flag {flag} in project {project}'],
  'feature-import': ['Flag imported', 'imported flag {flag}'],
  'feature-tagged': ['Flag tagged', 'tagged flag {flag} with {subject}'],
  'feature-tag-import': ['Flag tags imported', 'imported flag tags'],
  'feature-strategy-update': ['Strategy updated', 'updated a {subject} strategy of flag {flag} in {env}'],
  'feature-strategy-add': ['Strategy added', 'added a {subject} strategy to flag {flag} in {env}'],
  'feature-strategy-remove': ['Strategy removed', 'removed a {subject} strategy from flag {flag} in {env}'],
  'feature-type-updated': ['Flag type changed', 'changed the type of flag {flag} to {subject}'],
  'feature-completed': ['Flag completed', 'marked flag {flag} as completed'],
  'feature-uncompleted': ['Flag no longer completed', 'marked flag {flag} as not completed'],
  'strategy-order-changed': ['Strategy order changed', 'reordered the strategies of flag {flag} in {env}'],
  'drop-feature-tags': ['Flag tags dropped', 'dropped all flag tags'],
  'feature-untagged': ['Flag untagged', 'removed tag {subject} from flag {flag}'],
  'feature-stale-on': ['Flag marked stale', 'marked flag {flag} as stale'],
  'feature-stale-off': ['Flag no longer stale', 'marked flag {flag} as active'],
  'drop-features': ['Flags dropped', 'dropped all flags'],
  'feature-environment-enabled': ['Flag enabled', 'enabled flag {flag} in {env}'],
  'feature-environment-disabled': ['Flag disabled', 'disabled flag {flag} in {env}'],
  'strategy-created': ['Strategy type created', 'created strategy type {subject}'],
  'strategy-deleted': ['Strategy type deleted', 'deleted strategy type {subject}'],
  'strategy-deprecated': ['Strategy type deprecated', 'deprecated strategy type {subject}'],
  'strategy-reactivated': ['Strategy type reactivated', 'reactivated strategy type {subject}'],
  'strategy-updated': ['Strategy type updated', 'updated strategy type {subject}'],
  'strategy-import': ['Strategy types imported', 'imported strategy types'],
  'drop-strategies': ['Strategy types dropped', 'dropped all strategy types'],
  'context-field-created': ['Context field created', 'created context field {subject}'],
  'context-field-updated': ['Context field updated', 'updated context field {subject}'],
  'context-field-deleted': ['Context field deleted', 'deleted context field {subject}'],
  'project-access-added': ['Project access added', 'gave access to project {project}'],
  'project-access-user-roles-updated': ["User's project roles changed", 'changed the roles of a user in project {project}'],
  'project-access-group-roles-updated': ["Group's project roles changed", 'changed the roles of a group in project {project}'],
  'project-access-user-roles-deleted': ['User removed from project', 'removed a user from project {project}'],
  'project-access-group-roles-deleted': ['Group removed from project', 'removed a group from project {project}'],
  'project-access-updated': ['Project access updated', 'updated the access to project {project}'],
  'project-created': ['Project created', 'created project {project}'],
  'project-updated': ['Project updated', 'updated project {project}'],
  'project-deleted': ['Project deleted', 'deleted project {project}'],
  'project-archived': ['Project archived', 'archived project {project}'],
  'project-revived': ['Project revived', 'revived project {project}'],
  'project-import': ['Project imported', 'imported project {project}'],
  'project-user-added': ['User added to project', 'added a user to project {project}'],
  'project-user-removed': ['User removed from project', 'removed a user from project {project}'],
  'project-user-role-changed': ["User's project role changed", 'changed the role of a user in project {project}'],
  'project-group-role-changed': ["Group's project role changed", 'changed the role of a group in project {project}'],
  'project-group-added': ['Group added to project', 'added a group to project {project}'],
  'project-group-removed': ['Group removed from project', 'removed a group from project {project}'],
  'role-created': ['Role created', 'created role {subject}'],
  'role-updated': ['Role updated', 'updated role {subject}'],
  'role-deleted': ['Role deleted', 'deleted role {subject}'],
  'drop-projects': ['Projects dropped', 'dropped all projects'],
  'tag-created': ['Tag created', 'created tag {subject}'],
  'tag-deleted': ['Tag deleted', 'deleted tag {subject}'],
  'tag-import': ['Tags imported', 'imported tags'],
  'drop-tags': ['Tags dropped', 'dropped all tags'],
  'tag-type-created': ['Tag type created', 'created tag type {subject}'],
  'tag-type-deleted': ['Tag type deleted', 'deleted tag type {subject}'],
  'tag-type-updated': ['Tag type updated', 'updated tag type {subject}'],
  'tag-type-import': ['Tag types imported', 'imported tag types'],
  'drop-tag-types': ['Tag types dropped', 'dropped all tag types'],
  'addon-config-created': ['Integration created', 'created a {subject} integration'],
  'addon-config-updated': ['Integration updated', 'updated a {subject} integration'],
  'addon-config-deleted': ['Integration deleted', 'deleted a {subject} integration'],
  'db-pool-update': ['Database pool updated', 'updated the database pool'],
  'user-created': ['User created', 'created user {subject}'],
  'user-updated': ['User updated', 'updated user {subject}'],
  'user-deleted': ['User deleted', 'deleted user {subject}'],
  'drop-environments': ['Environments dropped', 'dropped all environments'],
  'environment-import': ['Environments imported', 'imported environments'],
  'environment-created': ['Environment created', 'created environment {env}'],
  'environment-updated': ['Environment updated', 'updated environment {env}'],
  'environment-deleted': ['Environment deleted', 'deleted environment {env}'],
  'segment-created': ['Segment created', 'created segment {subject}'],
  'segment-updated': ['Segment updated', 'updated segment {subject}'],
  'segment-deleted': ['Segment deleted', 'deleted segment {subject}'],
  'group-created': ['Group created', 'created group {subject}'],
  'group-updated': ['Group updated', 'updated group {subject}'],
  'group-deleted': ['Group deleted', 'deleted group {subject}'],
  'group-user-added': ['User added to group', 'added a user to group {subject}'],
  'group-user-removed': ['User removed from group', 'removed a user from group {subject}'],
  'setting-created': ['Setting created', 'created setting {subject}'],
  'setting-updated': ['Setting updated', 'updated setting {subject}'],
  'setting-deleted': ['Setting deleted', 'deleted setting {subject}'],
  'client-metrics': ['SDK usage recorded', 'recorded SDK usage of flag {flag}'],
  'client-register': ['SDK registered', 'registered an SDK'],
  'pat-created': ['Personal access token created', 'created personal access token {subject}'],
  'pat-deleted': ['Personal access token deleted', 'deleted personal access token {subject}'],
  'public-signup-token-created': ['Sign-up link created', 'created a sign-up link'],
  'public-signup-token-user-added': ['User signed up', 'signed up through a sign-up link'],
  'public-signup-token-updated': ['Sign-up link updated', 'updated a sign-up link'],
  'change-request-created': ['Change request created', 'created change request {cr} in {env} of project {project}'],
  'change-request-discarded': ['Change request discarded', 'discarded change request {cr} in project {project}'],
  'change-added': ['Change added', 'added a change to change request {cr} in project {project}'],
  'change-discarded': ['Change discarded', 'discarded a change of change request {cr} in project {project}'],
  'change-edited': ['Change edited', 'edited a change of change request {cr} in project {project}'],
  'change-request-rejected': ['Change request rejected', 'rejected change request {cr} in project {project}'],
  'change-request-approved': ['Change request approved', 'approved change request {cr} in project {project}'],
  'change-request-approval-added': ['Change request approval added', 'added an approval to change request {cr} in project {project}'],
  'change-request-cancelled': ['Change request cancelled', 'cancelled change request {cr} in project {project}'],
  'change-request-sent-to-review': ['Change request sent to review', 'sent change request {cr} in project {project} to review'],
  'change-request-schedule-suspended': [
    'Change request schedule suspended',
    'suspended the schedule of change request {cr} in project {project}',
  ],
  'change-request-applied': ['Change request applied', 'applied change request {cr} in {env} of project {project}'],
  'change-request-scheduled': ['Change request scheduled', 'scheduled change request {cr} in project {project}'],
  'change-request-scheduled-application-success': [
    'Scheduled change request applied',
    'applied scheduled change request {cr} in project {project}',
  ],
  'change-request-scheduled-application-failure': [
    'Scheduled change request failed',
    'could not apply scheduled change request {cr} in project {project}',
  ],
  'change-request-configuration-updated': [
    'Change request settings updated',
    'changed the change request settings of {env} in project {project}',
  ],
  'api-token-created': ['API token created', 'created API token {subject}'],
  'api-token-updated': ['API token updated', 'updated API token {subject}'],
  'api-token-deleted': ['API token deleted', 'deleted API token {subject}'],
  'feature-favorited': ['Flag added to favorites', 'added flag {flag} to their favorites'],
  'feature-unfavorited': ['Flag removed from favorites', 'removed flag {flag} from their favorites'],
  'project-favorited': ['Project added to favorites', 'added project {project} to their favorites'],
  'project-unfavorited': ['Project removed from favorites', 'removed project {project} from their favorites'],
  'features-exported': ['Flags exported', 'exported flags'],
  'features-imported': ['Flags imported', 'imported flags into {env} of project {project}'],
  'service-account-created': ['Service account created', 'created service account {subject}'],
  'service-account-deleted': ['Service account deleted', 'deleted service account {subject}'],
  'service-account-updated': ['Service account updated', 'updated service account {subject}'],
  'feature-potentially-stale-on': ['Flag potentially stale', 'noticed that flag {flag} is potentially stale'],
  'feature-dependency-added': ['Dependency added', 'made flag {flag} depend on {subject}'],
  'feature-dependency-removed': ['Dependency removed', 'removed the dependency of flag {flag} on {subject}'],
  'feature-dependencies-removed': ['Dependencies removed', 'removed every dependency of flag {flag}'],
  'banner-created': ['Banner created', 'created a banner'],
  'banner-updated': ['Banner updated', 'updated a banner'],
  'banner-deleted': ['Banner deleted', 'deleted a banner'],
  'project-environment-added': ['Environment added to project', 'added environment {env} to project {project}'],
  'project-environment-removed': ['Environment removed from project', 'removed environment {env} from project {project}'],
  'default-strategy-updated': ['Default strategy updated', 'updated the default strategy of {env} in project {project}'],
  'segment-import': ['Segments imported', 'imported segments'],
  'signal-endpoint-created': ['Signal endpoint created', 'created signal endpoint {subject}'],
  'signal-endpoint-updated': ['Signal endpoint updated', 'updated signal endpoint {subject}'],
  'signal-endpoint-deleted': ['Signal endpoint deleted', 'deleted signal endpoint {subject}'],
  'signal-endpoint-token-created': ['Signal token created', 'created signal token {subject}'],
  'signal-endpoint-token-updated': ['Signal token updated', 'updated signal token {subject}'],
  'signal-endpoint-token-deleted': ['Signal token deleted', 'deleted signal token {subject}'],
  'actions-created': ['Actions created', 'created action set {subject} in project {project}'],
  'actions-updated': ['Actions updated', 'updated action set {subject} in project {project}'],
  'actions-deleted': ['Actions deleted', 'deleted action set {subject} in project {project}'],
};

/** Keys that name what an event is about, in order of preference. */
const SUBJECT_KEYS = ['name', 'tokenName', 'username', 'email', 'provider', 'appName', 'feature', 'description', 'id'] as const;

function subjectOf(source: SummarySource): string | null {
  if (source.type === 'feature-type-updated') return text(source.data?.type);
  for (const body of [source.data, source.preData]) {
    if (!body) continue;
    if (typeof body.type === 'string' && typeof body.value === 'string') return `${body.type}:${body.value}`;
    for (const key of SUBJECT_KEYS) {
      const value = text(body[key]);
      if (value !== null) return value;
    }
  }
  return null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  return typeof value === 'number' ? String(value) : null;
}

const bold = (value: string | null): string => `**${value ?? 'unknown'}**`;

/** The event's short label (null for a type outside the catalog). */
export function eventLabel(type: string): string | null {
  return Object.prototype.hasOwnProperty.call(TEXTS, type) ? TEXTS[type as EventType][0] : null;
}

/** A Markdown sentence: the actor in bold, what they did, the names involved in bold. */
export function eventSummary(source: SummarySource): string {
  const actor = bold(source.createdBy);
  if (!Object.prototype.hasOwnProperty.call(TEXTS, source.type)) return `${actor} triggered **${source.type}**`;
  if (source.type === 'feature-type-updated' && source.featureName === null) {
    // A flag type's lifetime, not a flag's type (PUT /feature-types/{id}/lifetime).
    const days = source.data?.lifetimeDays;
    return `${actor} changed the lifetime of flag type ${bold(text(source.data?.name))} to ${bold(typeof days === 'number' ? `${days} days` : 'never')}`;
  }
  const cr = text(source.data?.changeRequestId ?? source.preData?.changeRequestId);
  const action = TEXTS[source.type as EventType][1].replace(/\{(flag|env|project|subject|cr)\}/g, (_, key: string) => {
    if (key === 'flag') return bold(source.featureName);
    if (key === 'env') return bold(source.environment);
    if (key === 'project') return bold(source.project);
    if (key === 'cr') return bold(cr === null ? null : `#${cr}`);
    return bold(subjectOf(source));
  });
  return `${actor} ${action}`;
}
