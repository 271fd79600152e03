import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, CurrentPrincipal, type Principal, ApiDoc } from '@pennant/platform';
import { parseSegmentId } from '../segment-id.schema';
import { DeleteSegmentCommand } from './delete-segment.command';
import { written } from '@pennant/core';

@Controller('api/admin/segments/:id')
export class DeleteSegmentController {
  constructor(private readonly commands: CommandBus) {}

  /** The spec's segment delete: 204 with no body; 409 when unknown or in use. */
  @Access.permission('DELETE_SEGMENT')
  @Delete()
  @ApiDoc({ summary: 'Delete a segment (409 if unknown or in use)', tag: 'Segments', errors: [400, 403, 409] })
  @HttpCode(204)
  async remove(@Param('id') rawId: string, @CurrentPrincipal() principal: Principal) {
    return written(await this.commands.execute(new DeleteSegmentCommand(principal.actor, parseSegmentId(rawId))));
  }
}
