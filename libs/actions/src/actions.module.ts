import { Module } from '@nestjs/common';
import { ActionSetFacts } from './facts/action-set.facts';
import { CreateActionSetController } from './commands/create-action-set/create-action-set.controller';
import { CreateActionSetHandler } from './commands/create-action-set/create-action-set.handler';
import { DeleteActionSetController } from './commands/delete-action-set/delete-action-set.controller';
import { DeleteActionSetHandler } from './commands/delete-action-set/delete-action-set.handler';
import { ActionSetRunner } from './commands/execute-actions/execute-actions-runner.service';
import { SignalReactor } from './commands/execute-actions/execute-actions-reactor.service';
import { WakeOnSignalHandler } from './commands/execute-actions/execute-actions-wake-on-signal.handler';
import { UpdateActionSetController } from './commands/update-action-set/update-action-set.controller';
import { UpdateActionSetHandler } from './commands/update-action-set/update-action-set.handler';
import { GetActionConfigController } from './queries/get-action-config/get-action-config.controller';
import { GetActionConfigHandler } from './queries/get-action-config/get-action-config.handler';
import { GetActionSetEventsController } from './queries/get-action-set-events/get-action-set-events.controller';
import { GetActionSetEventsHandler } from './queries/get-action-set-events/get-action-set-events.handler';
import { GetActionSetsController } from './queries/get-action-sets/get-action-sets.controller';
import { GetActionSetsHandler } from './queries/get-action-sets/get-action-sets.handler';
import { FeatureUsageFacts } from '@pennant/features';
import { ProjectFacts } from '@pennant/projects';
import { SignalFacts } from '@pennant/signals';
import { ActionFacts } from './facts/action.facts';
import { UserFacts } from '@pennant/access';

@Module({
  controllers: [
    GetActionConfigController,
    CreateActionSetController,
    GetActionSetsController,
    GetActionSetEventsController,
    UpdateActionSetController,
    DeleteActionSetController,
  ],
  providers: [
    UserFacts,
    ProjectFacts,
    SignalFacts,
    FeatureUsageFacts,
    ActionFacts,
    ActionSetFacts,
    CreateActionSetHandler,
    UpdateActionSetHandler,
    DeleteActionSetHandler,
    GetActionSetsHandler,
    GetActionSetEventsHandler,
    GetActionConfigHandler,
    ActionSetRunner,
    SignalReactor,
    WakeOnSignalHandler,
  ],
})
export class ActionsModule {}
