import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { readAnswer } from '@pennant/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { PublicSignupTokenNotFoundError } from '../../domain/access.errors';
import { signupLinkFingerprint } from '../../domain/secrets';
import { LinkBase } from '../../http/origin';
import { dateTime } from '../../http/params';
import { signupPath } from '../../queries/list-public-signup-tokens/list-public-signup-tokens.handler';
import { ListPublicSignupTokensQuery } from '../../queries/list-public-signup-tokens/list-public-signup-tokens.query';
import {
  publicSignupTokenSchema,
  publicSignupTokensSchema,
  type PublicSignupTokenResponse,
} from '../../queries/list-public-signup-tokens/list-public-signup-tokens.response';
import { CreatePublicSignupTokenCommand, UpdatePublicSignupTokenCommand } from './manage-public-signup-tokens.command';
import { publicSignupTokenCreateSchema, publicSignupTokenUpdateSchema } from './manage-public-signup-tokens.schema';

/**
 * Unleash's public sign-up links ("invite link", ADR 0051, 0060). A link's secret is shown once, in
 * the create answer (with its `url`); only its hash is kept. The routes of one link take its
 * secret, as Unleash's do, or its fingerprint, which is what the list names it by afterwards.
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
  async list(): Promise<{ tokens: PublicSignupTokenResponse[] }> {
    return { tokens: await this.queries.execute(new ListPublicSignupTokensQuery()) };
  }

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a public sign-up link (users who sign up through it get the Viewer root role); its secret and url are shown once',
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
  ) {
    const input = validate(publicSignupTokenCreateSchema, body);
    const expiresAt = dateTime(input.expiresAt, 'body.expiresAt') as string;
    const { secret, fingerprint, receipt } = await this.commands.execute(
      new CreatePublicSignupTokenCommand(principal.actor, input.name, expiresAt),
    );
    void reply.header('location', `invite-link/tokens/${fingerprint}`);
    return readAnswer(
      receipt,
      async () => ({ ...(await this.one(fingerprint)), secret, url: `${this.links.of(request)}${signupPath(secret)}` }),
      { shownOnce: ['secret', 'url'] },
    );
  }

  @Access.permission('ADMIN')
  @Get(':token')
  @ApiDoc({ summary: 'Get a public sign-up link', tag: 'Public sign-up links', response: publicSignupTokenSchema, errors: [401, 403, 404] })
  async get(@Param('token') token: string): Promise<PublicSignupTokenResponse> {
    return this.one(fingerprintOf(token));
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
  async update(@Param('token') token: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = validate(publicSignupTokenUpdateSchema, body);
    const changes = {
      ...(input.expiresAt !== undefined ? { expiresAt: dateTime(input.expiresAt, 'body.expiresAt') as string } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    };
    const fingerprint = fingerprintOf(token);
    const result = await this.commands.execute(new UpdatePublicSignupTokenCommand(principal.actor, fingerprint, changes));
    return readAnswer(result, () => this.one(fingerprint));
  }

  private async one(fingerprint: string): Promise<PublicSignupTokenResponse> {
    const [token] = await this.queries.execute(new ListPublicSignupTokensQuery(fingerprint));
    if (!token) throw new PublicSignupTokenNotFoundError();
    return token;
  }
}

/** A link's fingerprint: given as such (16 hex digits, as the list names links), or computed from its secret. */
function fingerprintOf(token: string): string {
  return /^[0-9a-f]{16}$/.test(token) ? token : signupLinkFingerprint(token);
}
