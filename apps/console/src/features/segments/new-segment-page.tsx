import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../api/use-write';
import { useCan } from '../../lib/can';
import { EmptyState } from '../../components/empty-state';
import { useLimits } from '../../config/ui-config';
import { SegmentEditor } from './segment-editor';
import { createSegment, SEGMENTS_KEY, segmentsQuery } from '../../api/segments-api';

/** A new segment; saved, its page opens with what the write recorded. */
export function NewSegmentPage() {
  const navigate = useNavigate();
  const can = useCan();
  const limits = useLimits();
  const segments = useQuery(segmentsQuery);
  const create = useWrite(createSegment, [SEGMENTS_KEY], ({ body: segment, eventId }) =>
    navigate({
      to: '/segments/$segmentId',
      params: { segmentId: String(segment.id) },
      state: { recorded: { message: `Segment ${segment.name} created.`, eventId } },
    }),
  );
  const full = (segments.data?.length ?? 0) >= limits.segments;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/segments">Segments</Link> / <span aria-current="page">New segment</span>
      </nav>
      <h1>New segment</h1>
      {!can('post', '/api/admin/segments') ? (
        <EmptyState title="Your role cannot create segments." />
      ) : full ? (
        <EmptyState title={`This instance allows at most ${limits.segments} segments: delete one first.`} />
      ) : (
        <section className="card">
          <SegmentEditor
            segment={null}
            onSave={(input) => create.mutate(input)}
            pending={create.isPending}
            error={create.error}
            submitLabel="Create segment"
          />
        </section>
      )}
    </>
  );
}
