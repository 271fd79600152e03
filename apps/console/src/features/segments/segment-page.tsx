import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useWrite } from '../../api/use-write';
import { useCan } from '../../lib/can';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../components/format';
import { Loading } from '../../components/loading';
import { useRecorded, WriteNotice } from '../../components/write-notice';
import { FLAGS_KEY } from '../../api/flag-api';
import { SegmentEditor } from './segment-editor';
import { SegmentUses } from './segment-uses';
import { deleteSegment, SEGMENTS_KEY, segmentQuery, updateSegment, type Segment, type SegmentInput } from '../../api/segments-api';

const route = getRouteApi('/app/segments/$segmentId');

/** One segment: edit it, see who uses it, delete it (refused while strategies of active flags use it). */
export function SegmentPage() {
  const { segmentId } = route.useParams();
  const segment = useQuery(segmentQuery(segmentId));
  const [deleted, setDeleted] = useState<string | null>(null);
  const [recorded, setRecorded] = useRecorded();
  const notice = <WriteNotice recorded={recorded} onDismiss={() => setRecorded(null)} />;
  if (deleted) {
    return (
      <>
        <Breadcrumb name={deleted} />
        {notice}
        <p>
          <Link to="/segments">Back to the segments</Link>
        </p>
      </>
    );
  }
  if (segment.isPending) return <Loading label="Loading the segment" />;
  if (segment.isError) return <ErrorMessage error={segment.error} title={`The segment ${segmentId} could not be loaded`} />;
  return (
    <>
      <Breadcrumb name={segment.data.name} />
      {notice}
      <SegmentDetails
        segment={segment.data}
        onSaved={(name, eventId) => setRecorded({ message: `Segment ${name} saved.`, eventId })}
        onDeleted={(eventId) => {
          setDeleted(segment.data.name);
          setRecorded({ message: `Segment ${segment.data.name} deleted.`, eventId });
        }}
      />
    </>
  );
}

function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link to="/segments">Segments</Link> / <span aria-current="page">{name}</span>
    </nav>
  );
}

function SegmentDetails({
  segment,
  onSaved,
  onDeleted,
}: {
  segment: Segment;
  onSaved: (name: string, eventId: number | null) => void;
  onDeleted: (eventId: number | null) => void;
}) {
  const can = useCan();
  const save = useWrite(
    (input: SegmentInput) => updateSegment(segment.id, input),
    [SEGMENTS_KEY, FLAGS_KEY],
    (r, input) => onSaved(input.name, r.eventId),
  );
  const remove = useWrite(
    () => deleteSegment(segment.id),
    [FLAGS_KEY],
    (r) => onDeleted(r.eventId),
  );
  const inUse = remove.error instanceof ApiError && remove.error.status === 409;
  const writable = can('put', '/api/admin/segments/{id}', { project: segment.project ?? undefined });
  return (
    <>
      <div className="page-header">
        <h1>{segment.name}</h1>
        {can('delete', '/api/admin/segments/{id}', { project: segment.project ?? undefined }) && (
          <ConfirmButton
            label="Delete"
            title={`Delete the segment ${segment.name}?`}
            confirmLabel="Delete segment"
            onConfirm={() => remove.mutateAsync(undefined)}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              Strategies can no longer add <strong>{segment.name}</strong> once it is deleted. The API refuses while a strategy of an active
              flag uses it.
            </p>
            {inUse && <SegmentUses segment={segment} />}
          </ConfirmButton>
        )}
      </div>
      <p className="muted">
        Created {formatDateTime(segment.createdAt)}
        {segment.createdBy ? ` by ${segment.createdBy}` : ''}.{' '}
        <Link to="/flags" search={{ segment: `INCLUDE:${segment.name}` }}>
          Flags using it
        </Link>
      </p>
      <div className="grid-2 grid-2--wide-first">
        <section className="card" aria-labelledby="segment-edit-title">
          <h2 id="segment-edit-title">{writable ? 'Edit' : 'Constraints'}</h2>
          <SegmentEditor
            key={segment.name + JSON.stringify(segment.constraints)}
            segment={segment}
            onSave={(input) => save.mutate(input)}
            pending={save.isPending}
            error={save.error}
            submitLabel="Save segment"
            readOnly={!writable}
          />
        </section>
        <SegmentUses segment={segment} />
      </div>
    </>
  );
}
