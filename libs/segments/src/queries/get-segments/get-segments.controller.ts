import { Controller, Get, Param, Query as QueryParam, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ReadModelHistory } from '@pennant/core';
import { Access, ApiDoc, parseAsOf, type Infer } from '@pennant/platform';
import { QueryBus } from '@nestjs/cqrs';
import { parseSegmentId } from '../../commands/segment-id.schema';
import { SegmentNotFoundError } from '../../domain/segment.errors';
import { segmentAnswer, segmentsAnswer, type SegmentResponse } from '../segment.response';
import { GetSegmentsQuery } from './get-segments.query';
import { loadSegments } from './get-segments.handler';

@Controller('api/admin/segments')
export class GetSegmentsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly history: ReadModelHistory,
  ) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List segments with their usage counts', response: segmentsAnswer.json })
  async list(): Promise<Infer<typeof segmentsAnswer>> {
    return { segments: await this.queries.execute(new GetSegmentsQuery()) };
  }

  @Access.authenticated()
  @Get(':id')
  @ApiDoc({
    summary: 'A segment; with `asOf` (event id or ISO date-time) as it was then, replayed from the log (header x-pennant-as-of-event)',
    tag: 'Segments',
    query: { asOf: { type: 'string' } },
    errors: [400, 404],
    response: segmentAnswer.json,
  })
  async get(
    @Param('id') rawId: string,
    @QueryParam() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SegmentResponse> {
    const id = parseSegmentId(rawId);
    if (query.asOf !== undefined) {
      const at = await this.history.at(parseAsOf(query.asOf, 'asOf'), ['segments'], { all: true }, (sql) => loadSegments(sql, id));
      if (!at.value[0]) throw new SegmentNotFoundError(id);
      void reply.header('x-pennant-as-of-event', String(at.position));
      return at.value[0];
    }
    const [segment] = await this.queries.execute(new GetSegmentsQuery(id));
    if (!segment) throw new SegmentNotFoundError(id);
    return segment;
  }
}
