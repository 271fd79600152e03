import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG, NOTHING_WRITTEN, written } from '@pennant/core';
import { Access, ApiDoc, constant, dateTime, named, object, sessionCookie, string, validate, type PennantConfig } from '@pennant/platform';
import type { UserResponse } from '../../queries/list-users/list-users.query';
import { userSchema } from '../../queries/list-users/list-users.response';
import { LinkBase } from '../../http/origin';
import { idParam } from '../../http/params';
import { InvalidInvitationError, InvitationService } from './invite-users.service';

/** A fresh invitation (password-reset) link: shown to the admin once; Pennant sends no email (ADR 0047). */
const inviteLinkSchema = named(
  'inviteLinkSchema',
  object({ inviteLink: string(), expiresAt: dateTime(), emailSent: constant(false) }, { strict: true }),
);

/** A token as issued: 43 base64url characters (256 bits); anything else is refused like a wrong one. */
const token = string({ minLength: 1, maxLength: 128 });
export const acceptInvitationSchema = named(
  'acceptInvitationSchema',
  object({ token, password: string({ minLength: 1, maxLength: 1024 }) }),
);

/**
 * Invitation and password-reset links (ADR 0047). An admin asks for a link; the public routes
 * (Unleash's paths for its reset links) take the token as their only key: one tells whose link
 * it is, the other sets the password and signs the person in with a session cookie (ADR 0030).
 */
@Controller()
export class InvitationsController {
  constructor(
    private readonly service: InvitationService,
    private readonly links: LinkBase,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  /** A new link for an existing user (a first password or a reset); the user's earlier link stops working. */
  @Access.permission('ADMIN')
  @Post('api/admin/user-admin/:id/invite-link')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create an invitation (password-reset) link for a user; their earlier link stops working',
    tag: 'Users',
    response: inviteLinkSchema,
    errors: [400, 401, 403, 404],
  })
  async create(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    const link = await this.service.linkFor(idParam(rawId, 'id'), this.links.of(request));
    // No event (ADR 0047); the link's key is shown once and never kept for an Idempotency-Key replay.
    return written(NOTHING_WRITTEN, { ...link, emailSent: false as const }, { shownOnce: ['inviteLink'] });
  }

  /** Whose link this is, while it works (the link stays usable); 400 InvalidTokenError otherwise. */
  @Access.public()
  @Get('auth/reset/validate')
  @ApiDoc({
    summary: 'Check an invitation or password-reset link (answers its user)',
    tag: 'Sign-in',
    response: userSchema,
    query: { token: { type: 'string' } },
    errors: [400, 429],
  })
  async validate(
    @Query('token') raw: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    void reply.header('cache-control', 'no-store');
    if (typeof raw !== 'string' || raw.length === 0 || raw.length > 128) throw new InvalidInvitationError();
    return this.service.check(raw, request.ip);
  }

  /** `{token, password}` → 200 with the user and the session cookie; the link is used up. */
  @Access.public()
  @Post('auth/reset/password')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Set a password with an invitation or password-reset link, and sign in',
    tag: 'Sign-in',
    response: userSchema,
    body: acceptInvitationSchema.json,
    errors: [400, 415, 429],
  })
  async accept(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponse> {
    const input = validate(acceptInvitationSchema, body);
    const { user, secret } = await this.service.accept(input.token, input.password, request.ip);
    void reply.header('set-cookie', sessionCookie(secret, this.config.signIn.sessionMaxHours * 3600, request.protocol === 'https'));
    void reply.header('cache-control', 'no-store');
    return user;
  }
}
