import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { archivedFeaturesAnswer, type ArchivedFeaturesResponse } from './get-archived-features.response';
import { GetArchivedFeaturesQuery } from './get-archived-features.query';

@Controller('api/admin/archive/features')
export class GetArchivedFeaturesController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Archived feature flags of every project', tag: 'Archive', response: archivedFeaturesAnswer.json })
  all(): Promise<ArchivedFeaturesResponse> {
    return this.queries.execute(new GetArchivedFeaturesQuery(null));
  }

  @Access.authenticated()
  @Get(':projectId')
  @ApiDoc({ summary: 'Archived feature flags of a project', tag: 'Archive', response: archivedFeaturesAnswer.json })
  ofProject(@Param('projectId') projectId: string): Promise<ArchivedFeaturesResponse> {
    return this.queries.execute(new GetArchivedFeaturesQuery(projectId));
  }
}
