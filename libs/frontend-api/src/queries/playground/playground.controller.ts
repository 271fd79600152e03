import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { Playground, sdkContext } from './playground.service';
import { playgroundRequestSchema, playgroundResponseSchema, type PlaygroundResponse } from './playground.schema';

/** POST /api/admin/playground (Unleash's shapes): what each flag answers for a context in an environment, and why. */
@Controller('api/admin/playground')
export class PlaygroundController {
  constructor(private readonly playground: Playground) {}

  @Access.authenticated()
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Evaluate every flag for a context in an environment, with per-strategy, constraint and segment results',
    tag: 'Playground',
    body: playgroundRequestSchema.json,
    errors: [400, 404],
    response: playgroundResponseSchema,
  })
  async evaluate(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<PlaygroundResponse> {
    const input = validate(playgroundRequestSchema, body);
    const { currentTime } = input.context;
    if (currentTime !== undefined && Number.isNaN(new Date(currentTime).getTime()))
      throw new BadDataError('Request validation failed: body.context.currentTime must be a date-time', [
        { path: 'body.context.currentTime', message: 'body.context.currentTime must be a date-time' },
      ]);
    return { input, features: await this.playground.evaluate(input, principal.projects, sdkContext(input.context)) };
  }
}
