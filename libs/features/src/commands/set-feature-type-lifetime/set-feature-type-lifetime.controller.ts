import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { written } from '@pennant/core';
import { Access, ApiDoc, CurrentPrincipal, integer, named, nullable, object, validate, type Principal } from '@pennant/platform';
import { featureTypeAnswer } from '../../queries/get-feature-types/get-feature-types.response';
import { SetFeatureTypeLifetimeCommand } from './set-feature-type-lifetime.command';

/** Unleash's updateFeatureTypeLifetimeSchema: days, 0 or null = never potentially stale. */
export const updateFeatureTypeLifetimeSchema = named(
  'updateFeatureTypeLifetimeSchema',
  object({ lifetimeDays: nullable(integer({ min: 0, max: 2147483647 })) }),
);

@Controller('api/admin/feature-types/:id/lifetime')
export class SetFeatureTypeLifetimeController {
  constructor(private readonly commands: CommandBus) {}

  /** `{lifetimeDays}` → 200 with the type; 404 unknown type; `feature-type-updated` when it changes. */
  @Access.permission('ADMIN')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Change how long flags of a type live before they are potentially stale',
    tag: 'Feature Types',
    body: updateFeatureTypeLifetimeSchema.json,
    errors: [400, 403, 404],
    response: featureTypeAnswer.json,
  })
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { lifetimeDays } = validate(updateFeatureTypeLifetimeSchema, body);
    const { type, receipt } = await this.commands.execute(
      new SetFeatureTypeLifetimeCommand(principal.actor, id.toLowerCase(), lifetimeDays),
    );
    return written(receipt, type);
  }
}
