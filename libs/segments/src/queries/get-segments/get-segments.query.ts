import { Query } from '@nestjs/cqrs';
import type { SegmentResponse } from '../segment.response';

/** Every segment ordered by name, or the one with `id`. */
export class GetSegmentsQuery extends Query<SegmentResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
