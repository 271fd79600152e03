import { Module } from '@nestjs/common';
import { ChangeApplier } from './commands/change-applier';
import { ChangeRequestScheduler } from './commands/change-request-scheduler';
import { ChangeRequestsController } from './commands/change-requests.controller';
import { AddChangesHandler, ChangeStateHandler, ConfigureChangeRequestsHandler, DiscardChangeHandler } from './commands/change-requests.handlers';
import { ChangeRequestsReadController } from './queries/change-requests-read.controller';
import { ChangeRequestConfigHandler } from './queries/config/change-request-config.handler';
import { CountChangeRequestsHandler } from './queries/count/count-change-requests.handler';
import { GetChangeRequestHandler } from './queries/get/get-change-request.handler';
import { ListChangeRequestsHandler } from './queries/list/list-change-requests.handler';
import { OpenChangeRequestsHandler } from './queries/open/open-change-requests.handler';

@Module({
  controllers: [ChangeRequestsReadController, ChangeRequestsController],
  providers: [
    ChangeApplier,
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
