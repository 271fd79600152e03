import { BulkToggleEnvironmentController } from './commands/bulk-toggle-environment/bulk-toggle-environment.controller';
import { BulkToggleEnvironmentHandler } from './commands/bulk-toggle-environment/bulk-toggle-environment.handler';
import { CloneFeatureController } from './commands/clone-feature/clone-feature.controller';
import { CloneFeatureHandler } from './commands/clone-feature/clone-feature.handler';
import {
  DependencyOptionsController,
  GetParentOptionsHandler,
  GetParentVariantsHandler,
  ProjectHasDependenciesHandler,
} from './queries/dependency-options/dependency-options.slice';
import { FlagCreatorsController, GetFlagCreatorsHandler } from './queries/flag-creators/flag-creators.slice';
import { GetLifecycleCountHandler, LifecycleCountController } from './queries/lifecycle-count/lifecycle-count.slice';
import { ValidateArchiveController, ValidateArchiveHandler } from './queries/validate-archive/validate-archive.slice';
import { GetFeatureEnvironmentController } from './queries/get-feature-environment/get-feature-environment.controller';
import { ValidateFeatureNameController, ValidateFeatureNameHandler } from './queries/validate-feature-name/validate-feature-name.slice';
import { ValidateConstraintController } from './queries/validate-constraint/validate-constraint.controller';
import { GetFeatureTypesController, GetFeatureTypesHandler } from './queries/get-feature-types/get-feature-types.slice';
import {
  SetFeatureTypeLifetimeController,
  SetFeatureTypeLifetimeHandler,
} from './commands/set-feature-type-lifetime/set-feature-type-lifetime.slice';

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
