import type { Migration } from './migration';
import { eventStore } from './0001-event-store';
import { projectionRuntime } from './0002-projection-runtime';
import { readModels } from './0003-read-models';
import { strategiesSegments } from './0010-strategies-segments';
import { signals } from './0020-signals';
import { search } from './0030-search';
import { changeRequests } from './0040-change-requests';
import { dashboards } from './0050-dashboards';
import { actions } from './0060-actions';
import { featureLifecycle } from './0070-feature-lifecycle';
import { access } from './0080-access';
import { variantsTagsDependencies } from './0090-variants-tags-dependencies';
import { eventHashChain } from './0100-event-hash-chain';
import { clientMetrics } from './0110-client-metrics';
import { contextAndStrategies } from './0120-context-and-strategies';
import { clientApplicationUsage } from './0130-client-application-usage';
import { settings } from './0140-settings';
import { bannersAddons } from './0150-banners-addons';
import { serviceAccounts } from './0160-service-accounts';
import { rolesGroupsProjectAccess } from './0170-roles-groups-project-access';
import { eventLogSearch } from './0180-event-log-search';
import { projectHealth } from './0190-project-health';
import { dashboardIndexes } from './0200-dashboard-indexes';
import { checkpointAdvance } from './0210-checkpoint-advance';
import { projectHealthCounts } from './0220-project-health-counts';
import { searchProjectOrder } from './0230-search-project-order';
import { searchTrigramNoPendingList } from './0240-search-trigram-no-pending-list';
import { searchEnabledEnvironments } from './0250-search-enabled-environments';
import { searchItems } from './0260-search-items';
import { readModelAutovacuum } from './0270-read-model-autovacuum';
import { searchStatusCoveringIndex } from './0280-search-status-covering-index';
import { searchTagsColumn } from './0290-search-tags-column';
import { searchTagTextIndex } from './0300-search-tag-text-index';
import { searchItemsAsServed } from './0310-search-items-as-served';
import { eventStoreGroupAppend } from './0320-event-store-group-append';
import { searchFavoritesByActor } from './0360-search-favorites-by-actor';
import { eventStoreNoTruncate } from './0361-event-store-no-truncate';
import { authCredentialsSessions } from './0362-auth-credentials-sessions';
import { itemIdSequences } from './0330-item-id-sequences';
import { httpIdempotency } from './0350-http-idempotency';
import { searchDependenciesVariantCount } from './0380-search-dependencies-variant-count';
import { eventLogGroups } from './0381-event-log-groups';
import { tagTypeColors } from './0382-tag-type-colors';
import { featureTypeLifetimes } from './0383-feature-type-lifetimes';
import { searchChangeRequestIds } from './0384-search-change-request-ids';
import { apiTokenSeen } from './0385-api-token-seen';
import { clientChanges } from './0390-client-changes';
import { userIsActive } from './0430-user-is-active';
import { authInvitations } from './0435-auth-invitations';
import { publicSignupTokens } from './0440-public-signup-tokens';
import { projectEnvironmentDefaultStrategy } from './0450-project-environment-default-strategy';
import { clientInstances } from './0470-client-instances';
import { clusterRateLimits } from './0490-cluster-rate-limits';
import { searchTagColorsAdminTokenUser } from './0500-search-tag-colors-admin-token-user';
import { userFeedback } from './0510-user-feedback';
import { idempotencyWriteIds } from './0520-idempotency-write-ids';
import { signupLinkSecretHashes } from './0521-signup-link-secret-hashes';
import { eventStoreAppendGroup } from './0522-event-store-append-group';
import { searchTextColumn } from './0530-search-text-column';
import { eventLogBody } from './0531-event-log-body';
import { searchItemText } from './0532-search-item-text';
import { impactMetrics } from './0570-impact-metrics';
import { safeguards } from './0571-safeguards';

/** Every migration, in order. Append only (one per line, so that parallel work merges); never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [
  eventStore,
  projectionRuntime,
  readModels,
  strategiesSegments,
  signals,
  search,
  changeRequests,
  dashboards,
  actions,
  featureLifecycle,
  access,
  variantsTagsDependencies,
  eventHashChain,
  clientMetrics,
  contextAndStrategies,
  clientApplicationUsage,
  settings,
  bannersAddons,
  serviceAccounts,
  rolesGroupsProjectAccess,
  eventLogSearch,
  projectHealth,
  dashboardIndexes,
  checkpointAdvance,
  projectHealthCounts,
  searchProjectOrder,
  searchTrigramNoPendingList,
  searchEnabledEnvironments,
  searchItems,
  readModelAutovacuum,
  searchStatusCoveringIndex,
  searchTagsColumn,
  searchTagTextIndex,
  searchItemsAsServed,
  eventStoreGroupAppend,
  itemIdSequences,
  httpIdempotency,
  searchFavoritesByActor,
  eventStoreNoTruncate,
  authCredentialsSessions,
  searchDependenciesVariantCount,
  eventLogGroups,
  tagTypeColors,
  featureTypeLifetimes,
  searchChangeRequestIds,
  apiTokenSeen,
  clientChanges,
  userIsActive,
  authInvitations,
  publicSignupTokens,
  projectEnvironmentDefaultStrategy,
  clientInstances,
  clusterRateLimits,
  searchTagColorsAdminTokenUser,
  userFeedback,
  idempotencyWriteIds,
  signupLinkSecretHashes,
  eventStoreAppendGroup,
  searchTextColumn,
  eventLogBody,
  searchItemText,
  impactMetrics,
  safeguards,
];
