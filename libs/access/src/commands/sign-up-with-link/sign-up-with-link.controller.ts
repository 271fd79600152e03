import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { written } from '@pennant/core';
import { Access, ApiDoc, named, nullable, object, optional, string, validate } from '@pennant/platform';
import { InvalidSignupTokenError } from '../../domain/access.errors';
import { userSchema } from '../../queries/list-users/list-users.response';
import { PublicSignupService } from './sign-up-with-link.service';

const email = string({ minLength: 3, maxLength: 255, pattern: /^[^\s@]+@[^\s@]+$/, patternHint: 'must be an email address' });

/** Unleash's createInvitedUserSchema (the password is checked like every other password, ADR 0030). */
export const createInvitedUserSchema = named(
  'createInvitedUserSchema',
  object({
    email,
    name: optional(nullable(string({ maxLength: 255 }))),
    username: optional(nullable(string({ minLength: 1, maxLength: 255 }))),
    password: string({ minLength: 1, maxLength: 1024 }),
  }),
);

/** A link's secret as issued: 43 base64url characters; anything longer is refused like a wrong one. */
const secretOf = (raw: string): string => {
  if (raw.length === 0 || raw.length > 128) throw new InvalidSignupTokenError();
  return raw;
};

/**
 * Unleash's public routes of sign-up links (ADR 0051): the secret in the path is the only key.
 * Unknown, disabled and expired links all get the same 400 InvalidTokenError (no oracle).
 */
@Controller('invite')
export class PublicSignupController {
  constructor(private readonly service: PublicSignupService) {}

  @Access.public()
  @Get(':token/validate')
  @HttpCode(200)
  @ApiDoc({ noBody: true, summary: 'Check a public sign-up link (200 while it works)', tag: 'Sign-in', errors: [400, 429] })
  async validate(
    @Param('token') raw: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    void reply.header('cache-control', 'no-store');
    await this.service.check(secretOf(raw), request.ip);
  }

  @Access.public()
  @Post(':token/signup')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create your own account (Viewer) through a public sign-up link; then sign in',
    tag: 'Sign-in',
    response: userSchema,
    body: createInvitedUserSchema.json,
    errors: [400, 415, 429],
  })
  async signUp(
    @Param('token') raw: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = validate(createInvitedUserSchema, body);
    void reply.header('cache-control', 'no-store');
    const person = { email: input.email, name: input.name ?? null, username: input.username ?? null };
    const { user, receipt } = await this.service.signUp(secretOf(raw), person, input.password, request.ip);
    return written(receipt, user);
  }
}
