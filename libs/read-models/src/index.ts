import { AccessProjection, PublicSignupTokensProjection } from '@pennant/access';
import { ActionSetsProjection } from '@pennant/actions';
import { AddonConfigsProjection } from '@pennant/addons';
import { BannersProjection } from '@pennant/banners';
import { ChangeRequestsProjection } from '@pennant/change-requests';
import { ClientDeltasProjection } from '@pennant/client-api';
import { ContextFieldsProjection } from '@pennant/context-fields';
import { FavoritesProjection, ProjectHealthProjection } from '@pennant/dashboards';
import { EventLogProjection } from '@pennant/event-log';
import { FeatureViewProjection } from '@pennant/features';
import { CatalogProjection } from '@pennant/projects';
import { FeatureSearchProjection } from '@pennant/search';
import { SegmentsProjection } from '@pennant/segments';
import { SafeguardsProjection } from '@pennant/safeguards';
import { SettingsProjection } from '@pennant/settings';
import { SignalEndpointsProjection } from '@pennant/signals';
import { StrategyDefinitionsProjection } from '@pennant/strategy-definitions';
import { TagsProjection } from '@pennant/tags';

/**
 * Every projection of the service, in the order they are registered: what the admin API, the
 * projector and the CLI's offline rebuild all run (a library, so that no app imports another).
 */
export const ALL_PROJECTIONS = [
  EventLogProjection,
  CatalogProjection,
  FeatureViewProjection,
  SegmentsProjection,
  ChangeRequestsProjection,
  FavoritesProjection,
  SignalEndpointsProjection,
  FeatureSearchProjection,
  ActionSetsProjection,
  TagsProjection,
  AccessProjection,
  PublicSignupTokensProjection,
  ContextFieldsProjection,
  StrategyDefinitionsProjection,
  SettingsProjection,
  BannersProjection,
  AddonConfigsProjection,
  ProjectHealthProjection,
  ClientDeltasProjection,
  SafeguardsProjection,
];
