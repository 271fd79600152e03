import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { written, readAnswer } from '@pennant/core';
import {
  Access,
  ApiDoc,
  boolean,
  CurrentPrincipal,
  integer,
  named,
  NotFoundError,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { GetEnvironmentQuery, type EnvironmentView } from '../../queries/list-environments/list-environments.query';
import { environmentResponseSchema } from '../../queries/list-environments/list-environments.response';
import { environmentNameSchema } from '../manage-project/manage-project.schema';
import { ManageEnvironmentCommand } from './manage-environment.command';

const TYPE = string({ minLength: 1, maxLength: 100 });

const createSchema = named(
  'createEnvironmentSchema',
  object({
    name: environmentNameSchema,
    type: TYPE,
    enabled: optional(boolean()),
    sortOrder: optional(integer({ min: -1000000, max: 1000000 })),
  }),
);

const updateSchema = named(
  'updateEnvironmentSchema',
  object({ type: optional(TYPE), sortOrder: optional(integer({ min: -1000000, max: 1000000 })) }),
);

/** Instance environments (Unleash Enterprise paths). */
@Controller('api/admin/environments')
export class ManageEnvironmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Access.permission('CREATE_ENVIRONMENT')
  @Post()
  @HttpCode(201)
  @ApiDoc({ summary: 'Create an instance environment', body: createSchema.json, response: environmentResponseSchema, errors: [409] })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(createSchema, body);
    const receipt = await this.commands.execute(
      new ManageEnvironmentCommand(principal.actor, input.name, {
        kind: 'create',
        data: { name: input.name, type: input.type, enabled: input.enabled ?? true, sortOrder: input.sortOrder ?? 9999 },
      }),
    );
    return readAnswer(receipt, () => this.read(input.name));
  }

  @Access.permission('UPDATE_ENVIRONMENT')
  @Put('update/:name')
  @ApiDoc({
    summary: "Change an instance environment's type or sort order",
    body: updateSchema.json,
    response: environmentResponseSchema,
    errors: [404],
  })
  async update(@Param('name') name: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const receipt = await this.commands.execute(
      new ManageEnvironmentCommand(principal.actor, name, { kind: 'update', changes: validate(updateSchema, body) }),
    );
    return readAnswer(receipt, () => this.read(name));
  }

  @Access.permission('UPDATE_ENVIRONMENT')
  @Post(':name/on')
  @HttpCode(204)
  @ApiDoc({ summary: 'Enable an instance environment', errors: [404] })
  async enable(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.commands.execute(new ManageEnvironmentCommand(principal.actor, name, { kind: 'update', changes: { enabled: true } })),
    );
  }

  @Access.permission('UPDATE_ENVIRONMENT')
  @Post(':name/off')
  @HttpCode(204)
  @ApiDoc({ summary: 'Disable an instance environment', errors: [404] })
  async disable(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(
      await this.commands.execute(new ManageEnvironmentCommand(principal.actor, name, { kind: 'update', changes: { enabled: false } })),
    );
  }

  @Access.permission('DELETE_ENVIRONMENT')
  @Delete(':name')
  @ApiDoc({ noBody: true, summary: 'Delete an instance environment no project uses (200, empty)', errors: [404] })
  async remove(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new ManageEnvironmentCommand(principal.actor, name, { kind: 'delete' })));
  }

  private async read(name: string): Promise<EnvironmentView> {
    const env = await this.queries.execute(new GetEnvironmentQuery(name));
    if (!env) throw new NotFoundError(`Could not find environment "${name}".`);
    return env;
  }
}
