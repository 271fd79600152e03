import { BulkToggleEnvironmentController } from './commands/bulk-toggle-environment/bulk-toggle-environment.controller';
import { BulkToggleEnvironmentHandler } from './commands/bulk-toggle-environment/bulk-toggle-environment.handler';
import { CloneFeatureController } from './commands/clone-feature/clone-feature.controller';
import { CloneFeatureHandler } from './commands/clone-feature/clone-feature.handler';
import { DependencyOptionsController } from './queries/dependency-options/dependency-options.controller';
import {
  GetParentOptionsHandler,
  GetParentVariantsHandler,
  ProjectHasDependenciesHandler,
} from './queries/dependency-options/dependency-options.handler';
import { FlagCreatorsController } from './queries/flag-creators/flag-creators.controller';
import { GetFlagCreatorsHandler } from './queries/flag-creators/flag-creators.handler';
import { GetLifecycleCountHandler } from './queries/lifecycle-count/lifecycle-count.handler';
import { LifecycleCountController } from './queries/lifecycle-count/lifecycle-count.controller';
import { ValidateArchiveController } from './queries/validate-archive/validate-archive.controller';
import { ValidateArchiveHandler } from './queries/validate-archive/validate-archive.handler';
import { GetFeatureEnvironmentController } from './queries/get-feature-environment/get-feature-environment.controller';
import { ValidateFeatureNameController } from './queries/validate-feature-name/validate-feature-name.controller';
import { ValidateFeatureNameHandler } from './queries/validate-feature-name/validate-feature-name.handler';
import { ValidateConstraintController } from './queries/validate-constraint/validate-constraint.controller';
import { GetFeatureTypesController } from './queries/get-feature-types/get-feature-types.controller';
import { GetFeatureTypesHandler } from './queries/get-feature-types/get-feature-types.handler';
import { SetFeatureTypeLifetimeController } from './commands/set-feature-type-lifetime/set-feature-type-lifetime.controller';
import { SetFeatureTypeLifetimeHandler } from './commands/set-feature-type-lifetime/set-feature-type-lifetime.handler';

/**
 * Unleash routes its clients call that Pennant lacked: clone, bulk on/off, one environment,
 * parents and their variants, name, constraint and archive checks, flag types, flag creators, lifecycle counts.
 */
export const PARITY_CONTROLLERS = [
  CloneFeatureController,
  BulkToggleEnvironmentController,
  GetFeatureEnvironmentController,
  DependencyOptionsController,
  ValidateFeatureNameController,
  ValidateConstraintController,
  GetFeatureTypesController,
  SetFeatureTypeLifetimeController,
  FlagCreatorsController,
  LifecycleCountController,
  ValidateArchiveController,
];

export const PARITY_PROVIDERS = [
  CloneFeatureHandler,
  BulkToggleEnvironmentHandler,
  GetParentOptionsHandler,
  ProjectHasDependenciesHandler,
  ValidateFeatureNameHandler,
  GetFeatureTypesHandler,
  SetFeatureTypeLifetimeHandler,
  GetParentVariantsHandler,
  GetFlagCreatorsHandler,
  GetLifecycleCountHandler,
  ValidateArchiveHandler,
];
