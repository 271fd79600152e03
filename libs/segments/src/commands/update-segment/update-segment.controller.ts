import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { upsertSegmentSchema } from '../create-segment/upsert-segment.schema';
import { parseSegmentId } from '../segment-id';
import { UpdateSegmentCommand } from './update-segment.command';

@Controller('api/admin/segments/:id')
export class UpdateSegmentController {
  constructor(private readonly commands: CommandBus) {}

  /** → 204. */
  @Access.permission('UPDATE_SEGMENT')
  @Put()
  @HttpCode(204)
  async update(@Param('id') rawId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<void> {
    const id = parseSegmentId(rawId);
    const input = validate(upsertSegmentSchema, body);
    await this.commands.execute(new UpdateSegmentCommand(principal.actor, id, input));
  }
}
