import { Module } from '@nestjs/common';
import { CreateStrategyDefinitionController } from './commands/create-strategy-definition/create-strategy-definition.controller';
import { CreateStrategyDefinitionHandler } from './commands/create-strategy-definition/create-strategy-definition.handler';
import { DeleteStrategyDefinitionController } from './commands/delete-strategy-definition/delete-strategy-definition.controller';
import { DeleteStrategyDefinitionHandler } from './commands/delete-strategy-definition/delete-strategy-definition.handler';
import { DeprecateStrategyDefinitionController } from './commands/deprecate-strategy-definition/deprecate-strategy-definition.controller';
import { DeprecateStrategyDefinitionHandler } from './commands/deprecate-strategy-definition/deprecate-strategy-definition.handler';
import { UpdateStrategyDefinitionController } from './commands/update-strategy-definition/update-strategy-definition.controller';
import { UpdateStrategyDefinitionHandler } from './commands/update-strategy-definition/update-strategy-definition.handler';
import { GetStrategyDefinitionsController } from './queries/get-strategy-definitions/get-strategy-definitions.controller';
import { GetStrategyDefinitionsHandler } from './queries/get-strategy-definitions/get-strategy-definitions.handler';

@Module({
  controllers: [
    CreateStrategyDefinitionController,
    UpdateStrategyDefinitionController,
    DeleteStrategyDefinitionController,
    DeprecateStrategyDefinitionController,
    GetStrategyDefinitionsController,
  ],
  providers: [
    CreateStrategyDefinitionHandler,
    UpdateStrategyDefinitionHandler,
    DeleteStrategyDefinitionHandler,
    DeprecateStrategyDefinitionHandler,
    GetStrategyDefinitionsHandler,
  ],
})
export class StrategyDefinitionsModule {}
