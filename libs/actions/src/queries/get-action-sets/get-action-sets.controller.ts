import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { actionSetAnswer, actionSetsAnswer, type ActionSetResponse } from './get-action-sets.response';
import { idParam } from '@pennant/signals';
import { ActionSetNotFoundError } from '../../domain/action-set.errors';
import { GetActionSetsQuery } from './get-action-sets.query';

@Controller('api/admin/projects/:projectId/actions')
export class GetActionSetsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'The action sets of a project', tag: 'Actions', errors: [404], response: actionSetsAnswer.json })
  async list(@Param('projectId') project: string): Promise<Infer<typeof actionSetsAnswer>> {
    return { actions: await this.queries.execute(new GetActionSetsQuery(project, null)) };
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({ summary: 'One action set', tag: 'Actions', errors: [400, 404], response: actionSetAnswer.json })
  async get(@Param('projectId') project: string, @Param('id') rawId: string): Promise<ActionSetResponse> {
    const id = idParam(rawId, 'id');
    const [set] = await this.queries.execute(new GetActionSetsQuery(project, id));
    if (!set) throw new ActionSetNotFoundError(project, id);
    return set;
  }
}
