import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { AddDependencyCommand, RemoveDependenciesCommand } from './manage-dependencies.command';
import { createDependentFeatureSchema } from './manage-dependencies.schema';
import { written } from '@pennant/core';

/** Flag dependencies → 200 with an empty body. */
@Controller('api/admin/projects/:projectId/features/:featureName/dependencies')
export class ManageDependenciesController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('UPDATE_FEATURE')
  @Post()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Make a flag depend on a parent flag (enabled, or with some of its variants)',
    body: createDependentFeatureSchema.json,
    errors: [400, 404],
  })
  async add(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = validate(createDependentFeatureSchema, body);
    return written(
      await this.commands.execute(
        new AddDependencyCommand(principal.actor, projectId, featureName, input.feature, input.enabled ?? true, input.variants ?? []),
      ),
    );
  }

  @Access.permission('UPDATE_FEATURE')
  @Delete(':parent')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Remove one dependency of a flag', errors: [404] })
  async removeOne(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @Param('parent') parent: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new RemoveDependenciesCommand(principal.actor, projectId, featureName, parent)));
  }

  @Access.permission('UPDATE_FEATURE')
  @Delete()
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Remove every dependency of a flag', errors: [404] })
  async removeAll(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.commands.execute(new RemoveDependenciesCommand(principal.actor, projectId, featureName)));
  }
}
