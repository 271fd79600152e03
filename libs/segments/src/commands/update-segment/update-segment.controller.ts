import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { upsertSegmentSchema } from '../create-segment/create-segment.schema';
import { parseSegmentId } from '../segment-id.schema';
import { UpdateSegmentCommand } from './update-segment.command';
import { written } from '@pennant/core';

@Controller('api/admin/segments/:id')
export class UpdateSegmentController {
  constructor(private readonly commands: CommandBus) {}

  /** → 204. */
  @Access.permission('UPDATE_SEGMENT')
  @Put()
  @HttpCode(204)
  @ApiDoc({
    summary: 'Replace a segment (name, description, project, constraints)',
    tag: 'Segments',
    body: upsertSegmentSchema.json,
    errors: [400, 404, 409, 415],
  })
  async update(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const id = parseSegmentId(rawId);
    const input = validate(upsertSegmentSchema, body);
    return written(await this.commands.execute(new UpdateSegmentCommand(principal.actor, id, input)));
  }
}
