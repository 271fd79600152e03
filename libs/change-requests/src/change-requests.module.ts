import { Module } from '@nestjs/common';
import { ChangeApplier } from './commands/change-applier.service';
import { ChangeRequestScheduler } from './commands/change-request-scheduler.service';
import { ChangeRequestFacts } from './facts/change-request.facts';
import { AddChangesController } from './commands/add-changes/add-changes.controller';
import { AddChangesHandler } from './commands/add-changes/add-changes.handler';
import { ChangeStateController } from './commands/change-state/change-state.controller';
import { ChangeStateHandler } from './commands/change-state/change-state.handler';
import { ConfigureChangeRequestsController } from './commands/configure-change-requests/configure-change-requests.controller';
import { ConfigureChangeRequestsHandler } from './commands/configure-change-requests/configure-change-requests.handler';
import { DiscardChangeController } from './commands/discard-change/discard-change.controller';
import { DiscardChangeHandler } from './commands/discard-change/discard-change.handler';
import { ChangeRequestsReadController } from './queries/change-requests-read.controller';
import { ChangeRequestConfigHandler } from './queries/get-change-request-config/get-change-request-config.handler';
import { CountChangeRequestsHandler } from './queries/count-change-requests/count-change-requests.handler';
import { GetChangeRequestHandler } from './queries/get-change-request/get-change-request.handler';
import { ListChangeRequestsHandler } from './queries/list-change-requests/list-change-requests.handler';
import { OpenChangeRequestsHandler } from './queries/open-change-requests/open-change-requests.handler';
import { UserFacts } from '@pennant/access';

@Module({
  controllers: [
    ChangeRequestsReadController,
    ConfigureChangeRequestsController,
    AddChangesController,
    ChangeStateController,
    DiscardChangeController,
  ],
  providers: [
    UserFacts,
    ChangeApplier,
    ChangeRequestFacts,
    ChangeRequestScheduler,
    ConfigureChangeRequestsHandler,
    AddChangesHandler,
    ChangeStateHandler,
    DiscardChangeHandler,
    CountChangeRequestsHandler,
    OpenChangeRequestsHandler,
    GetChangeRequestHandler,
    ListChangeRequestsHandler,
    ChangeRequestConfigHandler,
  ],
})
export class ChangeRequestsModule {}
