import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, type Infer } from '@pennant/platform';
import { actionConfigAnswer } from '../get-action-sets/get-action-sets.response';
import { GetActionConfigQuery } from './get-action-config.query';

@Controller('api/admin/projects/:projectId/actions/config')
export class GetActionConfigController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Action definitions and their parameters', tag: 'Actions', errors: [404], response: actionConfigAnswer.json })
  async config(@Param('projectId') project: string): Promise<Infer<typeof actionConfigAnswer>> {
    return { actions: await this.queries.execute(new GetActionConfigQuery(project)) };
  }
}
