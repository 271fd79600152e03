import { Body, Controller, Delete, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, validate, type Principal } from '@pennant/platform';
import { GetProjectQuery } from '../../queries/list-projects/list-projects.query';
import { projectResponseSchema, type ProjectView } from '../../queries/list-projects/list-projects.response';
import { ManageProjectCommand, type ProjectOperation } from './manage-project.command';
import { addEnvironmentSchema, createProjectSchema, idFromName, projectIdSchema, updateProjectSchema } from './manage-project.schema';
import { readAnswer, written, type WriteReceipt } from '@pennant/core';

@Controller('api/admin/projects')
export class ManageProjectController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private run(principal: Principal, projectId: string, operation: ProjectOperation): Promise<WriteReceipt> {
    return this.commands.execute(new ManageProjectCommand(principal.actor, projectId, operation));
  }

  private async read(projectId: string): Promise<ProjectView> {
    const project = await this.queries.execute(new GetProjectQuery(projectId));
    if (!project) throw new NotFoundError(`No project with id "${projectId}" exists.`);
    return project;
  }

  @Access.permission('CREATE_PROJECT')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a project (the creator becomes its Owner); `id` defaults to one derived from the name',
    tag: 'Projects',
    body: createProjectSchema.json,
    response: projectResponseSchema,
    errors: [400, 409],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createProjectSchema, body);
    const id = input.id ?? validate(projectIdSchema, idFromName(input.name), 'body.id');
    const receipt = await this.run(principal, id, {
      kind: 'create',
      data: {
        id,
        name: input.name,
        description: input.description ?? null,
        mode: input.mode ?? 'open',
        defaultStickiness: input.defaultStickiness ?? 'default',
      },
      environments: input.environments ?? null,
    });
    reply.header('location', `projects/${id}`);
    return readAnswer(receipt, () => this.read(id));
  }

  @Access.permission('UPDATE_PROJECT')
  @Put(':projectId')
  @ApiDoc({
    summary: "Change a project's name, description, mode or default stickiness",
    tag: 'Projects',
    body: updateProjectSchema.json,
    response: projectResponseSchema,
    errors: [400, 404],
  })
  async update(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const receipt = await this.run(principal, projectId, { kind: 'update', changes: validate(updateProjectSchema, body) });
    return readAnswer(receipt, () => this.read(projectId));
  }

  @Access.permission('DELETE_PROJECT')
  @Post('archive/:projectId')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Archive a project (it must have no active flags)', tag: 'Projects', errors: [404] })
  async archive(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.run(principal, projectId, { kind: 'archive' }));
  }

  @Access.permission('DELETE_PROJECT')
  @Post('revive/:projectId')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Revive an archived project', tag: 'Projects', errors: [404] })
  async revive(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.run(principal, projectId, { kind: 'revive' }));
  }

  @Access.permission('DELETE_PROJECT')
  @Delete(':projectId')
  @ApiDoc({ noBody: true, summary: 'Delete a project (it must have no flags, archived ones included)', tag: 'Projects', errors: [404] })
  async remove(@Param('projectId') projectId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.run(principal, projectId, { kind: 'delete' }));
  }

  @Access.permission('UPDATE_PROJECT')
  @Post(':projectId/environments')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Enable an environment in a project',
    tag: 'Projects',
    body: addEnvironmentSchema.json,
    errors: [400, 404, 409],
  })
  async addEnvironment(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.run(principal, projectId, { kind: 'add-environment', environment: validate(addEnvironmentSchema, body).environment }),
    );
  }

  @Access.permission('UPDATE_PROJECT')
  @Delete(':projectId/environments/:environment')
  @ApiDoc({ noBody: true, summary: 'Remove an environment from a project', tag: 'Projects', errors: [400, 404] })
  async removeEnvironment(
    @Param('projectId') projectId: string,
    @Param('environment') environment: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(await this.run(principal, projectId, { kind: 'remove-environment', environment }));
  }
}
