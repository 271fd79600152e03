import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import {
  Access,
  ApiDoc,
  clearedSessionCookie,
  named,
  object,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  string,
  validate,
  type PennantConfig,
} from '@pennant/platform';
import { ListUsersQuery } from '../../queries/list-users/list-users.query';
import { SessionStore } from '../../sessions/session-store';
import { SignInService } from './sign-in.service';
import { userSchema } from '../../queries/list-users/list-users.response';

export const signInSchema = named(
  'loginSchema',
  object({
    username: string({ minLength: 1, maxLength: 255 }),
    password: string({ minLength: 1, maxLength: 1024 }),
  }),
);

/** The content types an HTML form posts with (`enctype`). */
function isFormPost(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type === 'text/plain';
}

/** Signing in and out of the console (Unleash's paths); everything else authenticates by cookie or token. */
@Controller()
export class SignInController {
  constructor(
    private readonly service: SignInService,
    private readonly sessions: SessionStore,
    private readonly queries: QueryBus,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  /** `{username, password}` (username or email) → 200 with the user and the session cookie; 401 PasswordMismatch. */
  @Access.public()
  @Post('auth/simple/login')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Sign in with a username or email and a password (sets the session cookie)',
    tag: 'Sign-in',
    response: userSchema,
    body: signInSchema.json,
    errors: [400, 401, 415, 429, 503],
  })
  async signIn(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(signInSchema, body);
    const { userId, secret } = await this.service.signIn(input.username, input.password, request.ip);
    void reply.header('set-cookie', sessionCookie(secret, this.config.signIn.sessionMaxHours * 3600, request.protocol === 'https'));
    void reply.header('cache-control', 'no-store');
    const [user] = await this.queries.execute(new ListUsersQuery(userId));
    return user;
  }

  /**
   * Ends the session of the cookie, if any, and clears the cookie. Sent by an HTML form (Unleash's
   * UI signs out with one: a page navigation), the answer sends the browser on to the signed-out
   * page, `302 /signed-out`, as Unleash answers; a script's request gets its 200.
   */
  @Access.public()
  @Post('logout')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Sign out: end the session and clear its cookie (an HTML form post is redirected to /signed-out)',
    tag: 'Sign-in',
  })
  async signOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const secret = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (secret) await this.sessions.end(secret);
    void reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https'));
    if (isFormPost(request.headers['content-type'])) await reply.code(302).header('location', '/signed-out').send();
    else await reply.code(200).send();
  }
}
