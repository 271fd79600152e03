import { ArchiveFeatureController } from './commands/archive-feature/archive-feature.controller';
import { ArchiveFeaturesHandler } from './commands/archive-feature/archive-feature.handler';
import { ChangeProjectController } from './commands/change-project/change-project.controller';
import { ChangeProjectHandler } from './commands/change-project/change-project.handler';
import { CompleteFeatureController } from './commands/complete-feature/complete-feature.controller';
import { CompleteFeatureHandler } from './commands/complete-feature/complete-feature.handler';
import { DeleteFeatureController } from './commands/delete-feature/delete-feature.controller';
import { DeleteFeaturesHandler } from './commands/delete-feature/delete-feature.handler';
import { FeatureBatchExecutor } from './commands/feature-batch-executor.service';
import { PotentiallyStaleJob } from './commands/mark-potentially-stale/mark-potentially-stale.service';
import { MarkFeaturesStaleController } from './commands/mark-features-stale/mark-features-stale.controller';
import { MarkFeaturesStaleHandler } from './commands/mark-features-stale/mark-features-stale.handler';
import { PatchFeatureController } from './commands/patch-feature/patch-feature.controller';
import { RecordSdkUsageHandler } from './commands/record-sdk-usage/record-sdk-usage.handler';
import { ReviveFeatureController } from './commands/revive-feature/revive-feature.controller';
import { ReviveFeaturesHandler } from './commands/revive-feature/revive-feature.handler';
import { UncompleteFeatureController } from './commands/uncomplete-feature/uncomplete-feature.controller';
import { UncompleteFeatureHandler } from './commands/uncomplete-feature/uncomplete-feature.handler';
import { GetArchivedFeaturesController } from './queries/get-archived-features/get-archived-features.controller';
import { GetArchivedFeaturesHandler } from './queries/get-archived-features/get-archived-features.handler';
import { GetFeatureLifecycleController } from './queries/get-feature-lifecycle/get-feature-lifecycle.controller';
import { GetFeatureLifecycleHandler } from './queries/get-feature-lifecycle/get-feature-lifecycle.handler';

/** Feature operations: patch, archive/revive/delete, move, bulk stale, lifecycle, potentially-stale job. */
export const LIFECYCLE_CONTROLLERS = [
  PatchFeatureController,
  ArchiveFeatureController,
  ReviveFeatureController,
  DeleteFeatureController,
  ChangeProjectController,
  MarkFeaturesStaleController,
  CompleteFeatureController,
  UncompleteFeatureController,
  GetArchivedFeaturesController,
  GetFeatureLifecycleController,
];

export const LIFECYCLE_PROVIDERS = [
  FeatureBatchExecutor,
  ArchiveFeaturesHandler,
  ReviveFeaturesHandler,
  DeleteFeaturesHandler,
  ChangeProjectHandler,
  MarkFeaturesStaleHandler,
  CompleteFeatureHandler,
  UncompleteFeatureHandler,
  GetArchivedFeaturesHandler,
  GetFeatureLifecycleHandler,
  PotentiallyStaleJob,
  RecordSdkUsageHandler,
];
