import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  Access,
  ApiDoc,
  CurrentPrincipal,
  named,
  object,
  optional,
  readCookie,
  SESSION_COOKIE,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { idParam } from '../../http/params';
import { ChangePasswordService } from './change-password.service';

export const changeOwnPasswordSchema = named(
  'changePasswordSchema',
  object({
    password: string({ minLength: 1, maxLength: 1024 }),
    confirmPassword: optional(string({ maxLength: 1024 })),
    oldPassword: optional(string({ maxLength: 1024 })),
  }),
);

export const resetPasswordSchema = named('passwordSchema', object({ password: string({ minLength: 1, maxLength: 1024 }) }));

@Controller('api/admin')
export class ChangePasswordController {
  constructor(private readonly service: ChangePasswordService) {}

  /** The caller's own password: `{password, confirmPassword?, oldPassword}` (the current one, when set) → 200; other sessions end. */
  @Access.user()
  @Post('user/change-password')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Change your own password (your other sessions end)',
    tag: 'Users',
    body: changeOwnPasswordSchema.json,
    errors: [400, 401, 403, 415, 429, 503],
  })
  async changeOwn(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<void> {
    const input = validate(changeOwnPasswordSchema, body);
    await this.service.changeOwn(principal.actor.id, input, readCookie(request.headers.cookie, SESSION_COOKIE), request.ip);
  }

  /** An admin sets a user's password: `{password}` → 200; every session of the user ends. */
  @Access.permission('ADMIN')
  @Post('user-admin/:id/change-password')
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: "Set a user's password (their sessions end)",
    tag: 'Users',
    body: resetPasswordSchema.json,
    errors: [400, 401, 403, 404, 415],
  })
  async reset(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<void> {
    const { password } = validate(resetPasswordSchema, body);
    await this.service.reset(idParam(rawId, 'id'), password, principal.actor.name);
  }
}
