import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { parseId } from '../change-request-id.schema';
import { DiscardChangeCommand } from './discard-change.command';
import { written } from '@pennant/core';

@Controller('api/admin/projects/:projectId')
export class DiscardChangeController {
  constructor(private readonly commands: CommandBus) {}

  @Access.permission('APPROVE_CHANGE_REQUEST')
  @Delete('change-requests/:id/changes/:changeId')
  @ApiDoc({
    noBody: true,
    summary: 'Discard a change of a draft or a request in review (its last change discards the request)',
    tag: 'Change requests',
    errors: [400, 404, 409],
  })
  async discard(
    @Param('projectId') projectId: string,
    @Param('id') rawId: string,
    @Param('changeId') rawChangeId: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return written(
      await this.commands.execute(new DiscardChangeCommand(principal.actor, projectId, parseId(rawId), parseId(rawChangeId, 'changeId'))),
    );
  }
}
