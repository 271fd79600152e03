// One payload type per event type. `EventPayloads` must have exactly the keys of EVENT_TYPES;
// the compile-time check at the bottom fails the build otherwise.
import type { EventType } from './event-types';
import type {
  ActionsCreatedPayload,
  ActionsDeletedPayload,
  ActionsUpdatedPayload,
  ApiTokenCreatedPayload,
  ApiTokenDeletedPayload,
  ApiTokenUpdatedPayload,
  ChangeRequestConfigurationPayload,
  ChangeRequestPayload,
  AddonConfigCreatedPayload,
  AddonConfigDeletedPayload,
  AddonConfigUpdatedPayload,
  BannerCreatedPayload,
  BannerDeletedPayload,
  BannerUpdatedPayload,
  ContextFieldCreatedPayload,
  ContextFieldDeletedPayload,
  ContextFieldUpdatedPayload,
  EnvironmentCreatedPayload,
  EnvironmentDeletedPayload,
  EnvironmentUpdatedPayload,
  FeatureArchivedPayload,
  FeatureCompletedPayload,
  FeatureCreatedPayload,
  FeatureDeletedPayload,
  FeatureDependencyAddedPayload,
  FeatureDependencyRemovedPayload,
  FeatureEnvironmentTogglePayload,
  FeatureEnvironmentVariantsUpdatedPayload,
  FeatureFavoritePayload,
  FeatureMarkerPayload,
  FeatureMetadataUpdatedPayload,
  FeatureProjectChangePayload,
  FeatureStrategyAddPayload,
  FeatureStrategyRemovePayload,
  FeatureStrategyUpdatePayload,
  FeatureTaggedPayload,
  FeatureTypeUpdatedPayload,
  FeatureTypeLifetimeUpdatedPayload,
  FeatureUntaggedPayload,
  FeatureVariantsUpdatedPayload,
  ClientMetricsPayload,
  GenericPayload,
  PatPayload,
  PublicSignupTokenCreatedPayload,
  PublicSignupTokenUpdatedPayload,
  PublicSignupTokenUserAddedPayload,
  ProjectAccessPayload,
  ProjectCreatedPayload,
  ProjectEnvironmentPayload,
  DefaultStrategyUpdatedPayload,
  ProjectFavoritePayload,
  ProjectMarkerPayload,
  ProjectUpdatedPayload,
  SegmentCreatedPayload,
  SegmentDeletedPayload,
  SegmentUpdatedPayload,
  SettingCreatedPayload,
  SettingDeletedPayload,
  SettingUpdatedPayload,
  SignalEndpointCreatedPayload,
  SignalEndpointDeletedPayload,
  SignalEndpointTokenCreatedPayload,
  SignalEndpointTokenDeletedPayload,
  SignalEndpointTokenUpdatedPayload,
  SignalEndpointUpdatedPayload,
  StrategyCreatedPayload,
  StrategyDeletedPayload,
  StrategyDeprecationPayload,
  StrategyUpdatedPayload,
  StrategyOrderChangedPayload,
  TagCreatedPayload,
  TagDeletedPayload,
  TagTypeCreatedPayload,
  TagTypeDeletedPayload,
  TagTypeUpdatedPayload,
  GroupCreatedPayload,
  GroupDeletedPayload,
  GroupUpdatedPayload,
  GroupUserPayload,
  RoleCreatedPayload,
  RoleDeletedPayload,
  RoleUpdatedPayload,
  ServiceAccountCreatedPayload,
  ServiceAccountDeletedPayload,
  ServiceAccountUpdatedPayload,
  UserPayload,
} from './payloads';

export interface EventPayloads {
  'application-created': GenericPayload;
  'feature-created': FeatureCreatedPayload;
  'feature-deleted': FeatureDeletedPayload;
  'feature-updated': GenericPayload;
  'feature-metadata-updated': FeatureMetadataUpdatedPayload;
  'feature-variants-updated': FeatureVariantsUpdatedPayload;
  'feature-environment-variants-updated': FeatureEnvironmentVariantsUpdatedPayload;
  'feature-project-change': FeatureProjectChangePayload;
  'feature-archived': FeatureArchivedPayload;
  'feature-revived': FeatureMarkerPayload;
  'feature-import': GenericPayload;
  'feature-tagged': FeatureTaggedPayload;
  'feature-tag-import': GenericPayload;
  'feature-strategy-update': FeatureStrategyUpdatePayload;
  'feature-strategy-add': FeatureStrategyAddPayload;
  'feature-strategy-remove': FeatureStrategyRemovePayload;
  'feature-type-updated': FeatureTypeUpdatedPayload | FeatureTypeLifetimeUpdatedPayload;
  'feature-completed': FeatureCompletedPayload;
  'feature-uncompleted': FeatureMarkerPayload;
  'strategy-order-changed': StrategyOrderChangedPayload;
  'drop-feature-tags': GenericPayload;
  'feature-untagged': FeatureUntaggedPayload;
  'feature-stale-on': FeatureMarkerPayload;
  'feature-stale-off': FeatureMarkerPayload;
  'drop-features': GenericPayload;
  'feature-environment-enabled': FeatureEnvironmentTogglePayload;
  'feature-environment-disabled': FeatureEnvironmentTogglePayload;
  'strategy-created': StrategyCreatedPayload;
  'strategy-deleted': StrategyDeletedPayload;
  'strategy-deprecated': StrategyDeprecationPayload;
  'strategy-reactivated': StrategyDeprecationPayload;
  'strategy-updated': StrategyUpdatedPayload;
  'strategy-import': GenericPayload;
  'drop-strategies': GenericPayload;
  'context-field-created': ContextFieldCreatedPayload;
  'context-field-updated': ContextFieldUpdatedPayload;
  'context-field-deleted': ContextFieldDeletedPayload;
  'project-access-added': ProjectAccessPayload;
  'project-access-user-roles-updated': ProjectAccessPayload;
  'project-access-group-roles-updated': ProjectAccessPayload;
  'project-access-user-roles-deleted': ProjectAccessPayload;
  'project-access-group-roles-deleted': ProjectAccessPayload;
  'project-access-updated': ProjectAccessPayload;
  'project-created': ProjectCreatedPayload;
  'project-updated': ProjectUpdatedPayload;
  'project-deleted': ProjectMarkerPayload;
  'project-archived': ProjectMarkerPayload;
  'project-revived': ProjectMarkerPayload;
  'project-import': GenericPayload;
  'project-user-added': ProjectAccessPayload;
  'project-user-removed': ProjectAccessPayload;
  'project-user-role-changed': ProjectAccessPayload;
  'project-group-role-changed': ProjectAccessPayload;
  'project-group-added': ProjectAccessPayload;
  'project-group-removed': ProjectAccessPayload;
  'role-created': RoleCreatedPayload;
  'role-updated': RoleUpdatedPayload;
  'role-deleted': RoleDeletedPayload;
  'drop-projects': GenericPayload;
  'tag-created': TagCreatedPayload;
  'tag-deleted': TagDeletedPayload;
  'tag-import': GenericPayload;
  'drop-tags': GenericPayload;
  'tag-type-created': TagTypeCreatedPayload;
  'tag-type-deleted': TagTypeDeletedPayload;
  'tag-type-updated': TagTypeUpdatedPayload;
  'tag-type-import': GenericPayload;
  'drop-tag-types': GenericPayload;
  'addon-config-created': AddonConfigCreatedPayload;
  'addon-config-updated': AddonConfigUpdatedPayload;
  'addon-config-deleted': AddonConfigDeletedPayload;
  'db-pool-update': GenericPayload;
  'user-created': UserPayload;
  'user-updated': UserPayload;
  'user-deleted': UserPayload;
  'drop-environments': GenericPayload;
  'environment-import': GenericPayload;
  'environment-created': EnvironmentCreatedPayload;
  'environment-updated': EnvironmentUpdatedPayload;
  'environment-deleted': EnvironmentDeletedPayload;
  'segment-created': SegmentCreatedPayload;
  'segment-updated': SegmentUpdatedPayload;
  'segment-deleted': SegmentDeletedPayload;
  'group-created': GroupCreatedPayload;
  'group-updated': GroupUpdatedPayload;
  'group-deleted': GroupDeletedPayload;
  'group-user-added': GroupUserPayload;
  'group-user-removed': GroupUserPayload;
  'setting-created': SettingCreatedPayload;
  'setting-updated': SettingUpdatedPayload;
  'setting-deleted': SettingDeletedPayload;
  'client-metrics': ClientMetricsPayload;
  'client-register': GenericPayload;
  'pat-created': PatPayload;
  'pat-deleted': PatPayload;
  'public-signup-token-created': PublicSignupTokenCreatedPayload;
  'public-signup-token-user-added': PublicSignupTokenUserAddedPayload;
  'public-signup-token-updated': PublicSignupTokenUpdatedPayload;
  'change-request-created': ChangeRequestPayload;
  'change-request-discarded': ChangeRequestPayload;
  'change-added': ChangeRequestPayload;
  'change-discarded': ChangeRequestPayload;
  'change-edited': ChangeRequestPayload;
  'change-request-rejected': ChangeRequestPayload;
  'change-request-approved': ChangeRequestPayload;
  'change-request-approval-added': ChangeRequestPayload;
  'change-request-cancelled': ChangeRequestPayload;
  'change-request-sent-to-review': ChangeRequestPayload;
  'change-request-schedule-suspended': ChangeRequestPayload;
  'change-request-applied': ChangeRequestPayload;
  'change-request-scheduled': ChangeRequestPayload;
  'change-request-scheduled-application-success': ChangeRequestPayload;
  'change-request-scheduled-application-failure': ChangeRequestPayload;
  'change-request-configuration-updated': ChangeRequestConfigurationPayload;
  'api-token-created': ApiTokenCreatedPayload;
  'api-token-updated': ApiTokenUpdatedPayload;
  'api-token-deleted': ApiTokenDeletedPayload;
  'feature-favorited': FeatureFavoritePayload;
  'feature-unfavorited': FeatureFavoritePayload;
  'project-favorited': ProjectFavoritePayload;
  'project-unfavorited': ProjectFavoritePayload;
  'features-exported': GenericPayload;
  'features-imported': GenericPayload;
  'service-account-created': ServiceAccountCreatedPayload;
  'service-account-deleted': ServiceAccountDeletedPayload;
  'service-account-updated': ServiceAccountUpdatedPayload;
  'feature-potentially-stale-on': FeatureMarkerPayload;
  'feature-dependency-added': FeatureDependencyAddedPayload;
  'feature-dependency-removed': FeatureDependencyRemovedPayload;
  'feature-dependencies-removed': FeatureMarkerPayload;
  'banner-created': BannerCreatedPayload;
  'banner-updated': BannerUpdatedPayload;
  'banner-deleted': BannerDeletedPayload;
  'project-environment-added': ProjectEnvironmentPayload;
  'project-environment-removed': ProjectEnvironmentPayload;
  'default-strategy-updated': DefaultStrategyUpdatedPayload;
  'segment-import': GenericPayload;
  'signal-endpoint-created': SignalEndpointCreatedPayload;
  'signal-endpoint-updated': SignalEndpointUpdatedPayload;
  'signal-endpoint-deleted': SignalEndpointDeletedPayload;
  'signal-endpoint-token-created': SignalEndpointTokenCreatedPayload;
  'signal-endpoint-token-updated': SignalEndpointTokenUpdatedPayload;
  'signal-endpoint-token-deleted': SignalEndpointTokenDeletedPayload;
  'actions-created': ActionsCreatedPayload;
  'actions-updated': ActionsUpdatedPayload;
  'actions-deleted': ActionsDeletedPayload;
}

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogIsComplete: Exactly<keyof EventPayloads, EventType> = true;
void catalogIsComplete;
