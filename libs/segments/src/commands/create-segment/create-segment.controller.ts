import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Access, ApiDoc, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { GetSegmentsQuery } from '../../queries/get-segments/get-segments.query';
import { segmentAnswer, type SegmentResponse } from '../../queries/segment.response';
import { CreateSegmentCommand } from './create-segment.command';
import { upsertSegmentSchema } from './create-segment.schema';
import { readAnswer } from '@pennant/core';

@Controller('api/admin/segments')
export class CreateSegmentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** → 201, `location: segments/<id>`, body = the segment. */
  @Access.permission('CREATE_SEGMENT')
  @Post()
  @HttpCode(201)
  @ApiDoc({
    summary: 'Create a segment (constraints shared by strategies)',
    tag: 'Segments',
    body: upsertSegmentSchema.json,
    errors: [400, 409, 415],
    response: segmentAnswer.json,
  })
  async create(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) reply: FastifyReply) {
    const input = validate(upsertSegmentSchema, body);
    const { id, receipt } = await this.commands.execute(new CreateSegmentCommand(principal.actor, input));
    void reply.header('location', `segments/${id}`);
    return readAnswer(receipt, async (): Promise<SegmentResponse> => {
      // Unleash answers the stored segment, without usage counts (a new segment has none).
      const [{ usedInFeatures: _features, usedInProjects: _projects, ...segment }] = await this.queries.execute(new GetSegmentsQuery(id));
      return segment;
    });
  }
}
