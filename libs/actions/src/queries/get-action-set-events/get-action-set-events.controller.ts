import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { actionSetEventsAnswer } from '../get-action-sets/get-action-sets.response';
import { idParam, pageParams } from '@pennant/signals';
import { GetActionSetEventsQuery } from './get-action-set-events.query';

@Controller('api/admin/projects/:projectId/actions/:id/events')
export class GetActionSetEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'Executions of an action set, newest first (?limit=&offset=)',
    tag: 'Actions',
    errors: [400, 404],
    response: actionSetEventsAnswer.json,
  })
  async events(
    @Param('projectId') project: string,
    @Param('id') rawId: string,
    @Query() query: unknown,
  ): Promise<Infer<typeof actionSetEventsAnswer>> {
    const id = idParam(rawId, 'id');
    const { limit, offset } = pageParams(query);
    return { actionSetEvents: await this.queries.execute(new GetActionSetEventsQuery(project, id, limit, offset)) };
  }
}
