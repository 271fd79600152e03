import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { parseSegmentId } from '../../commands/segment-id';
import { SegmentNotFoundError } from '../../domain/segment.errors';
import type { SegmentResponse } from '../segment.response';
import { GetSegmentsQuery } from './get-segments.query';

@Controller('api/admin/segments')
export class GetSegmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(): Promise<{ segments: SegmentResponse[] }> {
    return { segments: await this.queries.execute(new GetSegmentsQuery()) };
  }

  @Get(':id')
  async get(@Param('id') rawId: string): Promise<SegmentResponse> {
    const id = parseSegmentId(rawId);
    const [segment] = await this.queries.execute(new GetSegmentsQuery(id));
    if (!segment) throw new SegmentNotFoundError(id);
    return segment;
  }
}
