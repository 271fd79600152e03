import { Module } from '@nestjs/common';
import { FeatureUsageFacts } from '@pennant/features';
import { SegmentFacts } from '@pennant/segments';
import { ContextFieldFacts } from './facts/context-field.facts';
import { CreateContextFieldController } from './commands/create-context-field/create-context-field.controller';
import { CreateContextFieldHandler } from './commands/create-context-field/create-context-field.handler';
import { DeleteContextFieldController } from './commands/delete-context-field/delete-context-field.controller';
import { DeleteContextFieldHandler } from './commands/delete-context-field/delete-context-field.handler';
import { UpdateContextFieldController } from './commands/update-context-field/update-context-field.controller';
import { UpdateContextFieldHandler } from './commands/update-context-field/update-context-field.handler';
import { GetContextFieldsController } from './queries/get-context-fields/get-context-fields.controller';
import { ProjectContextFieldsController } from './queries/get-context-fields/get-context-fields-project.controller';
import { GetContextFieldsHandler } from './queries/get-context-fields/get-context-fields.handler';
import { ValidateContextFieldNameController } from './queries/validate-context-field-name/validate-context-field-name.controller';
import { ValidateContextFieldNameHandler } from './queries/validate-context-field-name/validate-context-field-name.handler';
import { ContextFieldStrategiesController } from './queries/context-field-strategies/context-field-strategies.controller';
import { GetContextFieldStrategiesHandler } from './queries/context-field-strategies/context-field-strategies.handler';

@Module({
  controllers: [
    ValidateContextFieldNameController,
    CreateContextFieldController,
    UpdateContextFieldController,
    DeleteContextFieldController,
    GetContextFieldsController,
    ProjectContextFieldsController,
    ContextFieldStrategiesController,
  ],
  providers: [
    ContextFieldFacts,
    FeatureUsageFacts,
    SegmentFacts,
    CreateContextFieldHandler,
    UpdateContextFieldHandler,
    DeleteContextFieldHandler,
    GetContextFieldsHandler,
    ValidateContextFieldNameHandler,
    GetContextFieldStrategiesHandler,
  ],
})
export class ContextFieldsModule {}
