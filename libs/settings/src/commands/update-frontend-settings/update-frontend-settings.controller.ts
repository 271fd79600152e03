import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, BadDataError, CurrentPrincipal, named, object, string, validate, type Principal } from '@pennant/platform';
import { UpdateFrontendSettingsCommand } from './update-frontend-settings.command';
import { written } from '@pennant/core';

const schema = named(
  'frontendSettingsSchema',
  object({
    frontendSettings: object({
      frontendApiOrigins: array(string({ minLength: 1, maxLength: 500 }), { maxItems: 100 }),
    }),
  }),
);

/** `*`, or an origin (`scheme://host[:port]`, nothing after it), as browsers send in `Origin`. */
export function isOrigin(value: string): boolean {
  if (value === '*') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * POST /api/admin/ui-config (ADMIN, as in Unleash): stores the frontend settings — today the
 * origins allowed to call the frontend API from a browser (CORS). 204; the same value again
 * changes nothing.
 */
@Controller('api/admin/ui-config')
export class UpdateFrontendSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('ADMIN')
  @Post()
  @HttpCode(204)
  @ApiDoc({
    summary: 'Store the frontend settings (frontendApiOrigins: `*` or origins such as https://app.example.com)',
    tag: 'Admin UI',
    body: schema.json,
    errors: [400, 403],
  })
  async update(@CurrentPrincipal() principal: Principal, @Body() body: unknown) {
    const input = validate(schema, body);
    const origins = input.frontendSettings.frontendApiOrigins;
    const problems = origins.flatMap((origin, i) => {
      const path = `body.frontendSettings.frontendApiOrigins.${i}`;
      return isOrigin(origin)
        ? []
        : [
            {
              path,
              message: `${path} must be "*" or an origin such as https://app.example.com (scheme, host and port only), got "${origin.slice(0, 100)}"`,
            },
          ];
    });
    if (problems.length) throw new BadDataError(`Request validation failed: ${problems[0].message}`, problems);
    return written(await this.commands.execute(new UpdateFrontendSettingsCommand(principal.actor, [...new Set(origins)])));
  }
}
