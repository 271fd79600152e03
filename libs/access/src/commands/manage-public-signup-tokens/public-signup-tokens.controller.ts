import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { PublicSignupTokenNotFoundError } from '../../domain/access.errors';
import { signupLinkFingerprint } from '../../domain/secrets';
import { LinkBase } from '../../http/origin';
import { dateTime } from '../../http/params';
import { ListPublicSignupTokensQuery } from '../../queries/list-public-signup-tokens/list-public-signup-tokens.query';
import {
  publicSignupTokenSchema,
  publicSignupTokensSchema,
  type PublicSignupTokenResponse,
} from '../../queries/list-public-signup-tokens/public-signup-token.responses';
import { CreatePublicSignupTokenCommand, UpdatePublicSignupTokenCommand } from './manage-public-signup-tokens.commands';
import { publicSignupTokenCreateSchema, publicSignupTokenUpdateSchema } from './public-signup-token.schemas';

/**
 * Unleash's public sign-up links ("invite link", ADR 0051), by secret as Unleash addresses them.
 * Admins read the secret on every GET (they share the link); it is never in an event or export.
 */
@Controller('api/admin/invite-link/tokens')
export class PublicSignupTokensController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly links: LinkBase,
  ) {}

  @Access.permission('ADMIN')
  @Get()
  @ApiDoc({ summary: 'List the public sign-up links', tag: 'Public sign-up links', response: publicSignupTokensSchema, errors: [401, 403] })
  async list(@Req() request: FastifyRequest): Promise<{ tokens: PublicSignupTokenResponse[] }> {
    return { tokens: await this.queries.execute(new ListPublicSignupTokensQuery(this.links.of(request))) };
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a public sign-up link (users who sign up through it get the Viewer root role)',
    tag: 'Public sign-up links',
    response: publicSignupTokenSchema,
    body: publicSignupTokenCreateSchema.json,
    errors: [400, 401, 403, 415],
  })
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicSignupTokenResponse> {
    const input = validate(publicSignupTokenCreateSchema, body);
    const expiresAt = dateTime(input.expiresAt, 'body.expiresAt') as string;
    const { secret } = await this.commands.execute(new CreatePublicSignupTokenCommand(principal.actor, input.name, expiresAt));
    void reply.header('location', `invite-link/tokens/${secret}`);
    return this.one(secret, request);
  }

  @Access.permission('ADMIN')
  @Get(':token')
  @ApiDoc({ summary: 'Get a public sign-up link', tag: 'Public sign-up links', response: publicSignupTokenSchema, errors: [401, 403, 404] })
  async get(@Param('token') secret: string, @Req() request: FastifyRequest): Promise<PublicSignupTokenResponse> {
    return this.one(secret, request);
  }

  @Access.permission('ADMIN')
  @Put(':token')
  @HttpCode(200)
  @ApiDoc({
    summary: "Change a public sign-up link's expiry or enable/disable it (a past expiry stops it at once)",
    tag: 'Public sign-up links',
    response: publicSignupTokenSchema,
    body: publicSignupTokenUpdateSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async update(
    @Param('token') secret: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<PublicSignupTokenResponse> {
    const input = validate(publicSignupTokenUpdateSchema, body);
    const changes = {
      ...(input.expiresAt !== undefined ? { expiresAt: dateTime(input.expiresAt, 'body.expiresAt') as string } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    };
    await this.commands.execute(new UpdatePublicSignupTokenCommand(principal.actor, secret, changes));
    return this.one(secret, request);
  }

  private async one(secret: string, request: FastifyRequest): Promise<PublicSignupTokenResponse> {
    const [token] = await this.queries.execute(new ListPublicSignupTokensQuery(this.links.of(request), signupLinkFingerprint(secret)));
    if (!token || token.secret !== secret) throw new PublicSignupTokenNotFoundError();
    return token;
  }
}
