import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { TokenKind } from '@pennant/events';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, oneOf, validate, type Principal } from '@pennant/platform';
import { dateTime } from '../../http/params';

import { CreateApiTokenCommand } from './create-api-token.command';
import { createApiTokenSchema, type CreateApiTokenBody } from './create-api-token.schema';
import { createdApiTokenSchema } from './create-api-token.response';
import { written } from '@pennant/core';

const kinds = oneOf(['client', 'backend', 'admin', 'frontend'] as const);

function tokenNameOf(body: CreateApiTokenBody): string {
  if (body.tokenName !== undefined && body.username !== undefined)
    throw new BadDataError(
      'Request validation failed: your request body or params contain invalid data: give tokenName or username, not both',
    );
  const name = body.tokenName ?? body.username;
  if (name === undefined)
    throw new BadDataError('Request validation failed: your request body or params contain invalid data: body.tokenName is required', [
      { path: 'body.tokenName', message: 'body.tokenName is required' },
    ]);
  return name;
}

/** `POST /api/admin/api-tokens` and the project-scoped `POST /api/admin/projects/{p}/api-tokens`: 201, secret shown once. */
@Controller('api/admin')
export class CreateApiTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Post('api-tokens')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create an API token (the secret is returned only here)',
    tag: 'API tokens',
    response: createdApiTokenSchema,
    body: createApiTokenSchema.json,
    errors: [400, 401, 403, 415],
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(createApiTokenSchema, body);
    const type: TokenKind = validate(kinds, input.type.toLowerCase(), 'body.type');
    const projects = input.projects ?? (input.project !== undefined ? [input.project] : undefined);
    const command = new CreateApiTokenCommand(
      principal.actor,
      tokenNameOf(input),
      type,
      input.environment,
      projects,
      dateTime(input.expiresAt, 'body.expiresAt'),
    );
    void reply.header('location', 'api-tokens');
    const { token, receipt } = await this.commands.execute(command);
    return written(receipt, token, { shownOnce: ['secret'] });
  }

  @Access.permission('ADMIN')
  @Post('projects/:projectId/api-tokens')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create an SDK token for one project',
    tag: 'API tokens',
    response: createdApiTokenSchema,
    body: createApiTokenSchema.json,
    errors: [400, 401, 403, 415],
  })
  async createForProject(
    @Param('projectId') project: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = validate(createApiTokenSchema, body);
    const type = validate(oneOf(['client', 'backend', 'frontend'] as const), input.type.toLowerCase(), 'body.type');
    const command = new CreateApiTokenCommand(
      principal.actor,
      tokenNameOf(input),
      type,
      input.environment,
      [project],
      dateTime(input.expiresAt, 'body.expiresAt'),
    );
    void reply.header('location', `projects/${project}/api-tokens`);
    const { token, receipt } = await this.commands.execute(command);
    return written(receipt, token, { shownOnce: ['secret'] });
  }
}
