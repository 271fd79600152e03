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

/** Every migration, in order. Append only; never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [eventStore, projectionRuntime, readModels, strategiesSegments, signals, search, changeRequests, dashboards, actions, featureLifecycle, access, variantsTagsDependencies, eventHashChain, clientMetrics, contextAndStrategies, clientApplicationUsage, settings, bannersAddons, serviceAccounts, rolesGroupsProjectAccess, eventLogSearch, projectHealth, dashboardIndexes, checkpointAdvance, projectHealthCounts];
