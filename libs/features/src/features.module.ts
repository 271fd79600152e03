import { Module, type OnModuleInit } from '@nestjs/common';
import { AccessCollaborators } from '@pennant/platform';
import { ClientApiModule } from '@pennant/client-api';
import { AddStrategyController } from './commands/add-strategy/add-strategy.controller';
import { AddStrategyHandler } from './commands/add-strategy/add-strategy.handler';
import { CreateFeatureController } from './commands/create-feature/create-feature.controller';
import { CreateFeatureHandler } from './commands/create-feature/create-feature.handler';
import { FeatureFacts } from './facts/feature.facts';
import { FeatureLifecycleFacts } from './facts/feature-lifecycle.facts';
import { FeatureUsageFacts } from './facts/feature-usage.facts';
import { ManageDependenciesController } from './commands/manage-dependencies/manage-dependencies.controller';
import { AddDependencyHandler, RemoveDependenciesHandler } from './commands/manage-dependencies/manage-dependencies.handler';
import { SetVariantsController } from './commands/set-variants/set-variants.controller';
import { SetEnvironmentVariantsHandler, SetFeatureVariantsHandler } from './commands/set-variants/set-variants.handler';
import { RemoveStrategyController } from './commands/remove-strategy/remove-strategy.controller';
import { RemoveStrategyHandler } from './commands/remove-strategy/remove-strategy.handler';
import { SetStrategySortOrderController } from './commands/set-strategy-sort-order/set-strategy-sort-order.controller';
import { SetStrategySortOrderHandler } from './commands/set-strategy-sort-order/set-strategy-sort-order.handler';
import { ToggleEnvironmentController } from './commands/toggle-environment/toggle-environment.controller';
import { ToggleEnvironmentHandler } from './commands/toggle-environment/toggle-environment.handler';
import { UpdateFeatureController } from './commands/update-feature/update-feature.controller';
import { UpdateFeatureHandler } from './commands/update-feature/update-feature.handler';
import { UpdateStrategyController } from './commands/update-strategy/update-strategy.controller';
import { UpdateStrategyHandler } from './commands/update-strategy/update-strategy.handler';
import { GetFeatureController } from './queries/get-feature/get-feature.controller';
import { FeatureDiffController } from './queries/feature-as-of/feature-as-of.controller';
import { GetProjectFeaturesController } from './queries/get-project-features/get-project-features.controller';
import { FeatureHistory } from './queries/feature-as-of/feature-as-of.service';
import { GetFeatureHandler } from './queries/get-feature/get-feature.handler';
import { GetStrategiesController } from './queries/get-strategies/get-strategies.controller';
import { GetStrategiesHandler } from './queries/get-strategies/get-strategies.handler';
import { LIFECYCLE_CONTROLLERS, LIFECYCLE_PROVIDERS } from './feature-lifecycle.providers';
import { PARITY_CONTROLLERS, PARITY_PROVIDERS } from './feature-parity.providers';
import { ProjectFacts } from '@pennant/projects';

@Module({
  imports: [ClientApiModule],
  controllers: [
    CreateFeatureController,
    UpdateFeatureController,
    GetFeatureController,
    FeatureDiffController,
    GetProjectFeaturesController,
    ToggleEnvironmentController,
    // set-sort-order before the `:strategyId` routes of the same prefix
    SetStrategySortOrderController,
    AddStrategyController,
    UpdateStrategyController,
    RemoveStrategyController,
    GetStrategiesController,
    SetVariantsController,
    ManageDependenciesController,
    ...LIFECYCLE_CONTROLLERS,
    ...PARITY_CONTROLLERS,
  ],
  providers: [
    ProjectFacts,
    FeatureFacts,
    FeatureLifecycleFacts,
    FeatureUsageFacts,
    SetEnvironmentVariantsHandler,
    SetFeatureVariantsHandler,
    AddDependencyHandler,
    RemoveDependenciesHandler,
    CreateFeatureHandler,
    UpdateFeatureHandler,
    ToggleEnvironmentHandler,
    AddStrategyHandler,
    UpdateStrategyHandler,
    RemoveStrategyHandler,
    SetStrategySortOrderHandler,
    GetFeatureHandler,
    FeatureHistory,
    GetStrategiesHandler,
    ...LIFECYCLE_PROVIDERS,
    ...PARITY_PROVIDERS,
  ],
})
export class FeaturesModule implements OnModuleInit {
  constructor(
    private readonly collaborators: AccessCollaborators,
    private readonly facts: FeatureFacts,
  ) {}

  /** Project roles apply to the old routes that name only a flag (`/api/admin/features/{f}/tags`): its project comes from here. */
  onModuleInit(): void {
    this.collaborators.featureProjects = this.facts;
  }
}
