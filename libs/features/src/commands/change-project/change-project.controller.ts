import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { ChangeProjectCommand } from './change-project.command';
import { changeProjectSchema } from './change-project.schema';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId/features/:featureName/changeProject')
export class ChangeProjectController {
  constructor(private readonly commands: CommandBus) {}

  /** `{newProjectId}` → 200, empty body. */
  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Move a feature flag to another project',
    tag: 'Features',
    body: changeProjectSchema.json,
    errors: [400, 403, 404],
  })
  async changeProject(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const { newProjectId } = validate(changeProjectSchema, body);
    return written(await this.commands.execute(new ChangeProjectCommand(principal, projectId, featureName, newProjectId)));
  }
}
