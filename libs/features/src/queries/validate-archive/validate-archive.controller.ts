import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, NotFoundError, validate } from '@pennant/platform';
import { featureNamesSchema } from '../../commands/feature-names.schema';
import { ValidateArchiveAnswer, ValidateArchiveQuery, validateArchiveAnswer } from './validate-archive.query';

@Controller('api/admin/projects/:projectId/archive/validate')
export class ValidateArchiveController {
  constructor(private readonly queries: QueryBus) {}

  /** `{features: [...]}` → what archiving them would do to dependencies; nothing is written. 404: no such project. */
  @Access.permission('DELETE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Check what archiving feature flags would do to their dependencies',
    tag: 'Features',
    body: featureNamesSchema.json,
    errors: [400, 403, 404],
    response: validateArchiveAnswer,
  })
  async validate(@Param('projectId') projectId: string, @Body() body: unknown): Promise<ValidateArchiveAnswer> {
    const { features } = validate(featureNamesSchema, body);
    const answer = await this.queries.execute(new ValidateArchiveQuery(projectId, features));
    if (!answer) throw new NotFoundError(`Could not find project with id: ${projectId}`);
    return answer;
  }
}
