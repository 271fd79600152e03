import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../api/client';
import { listOf } from '../../api/list-of';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { ConfirmButton } from '../../components/confirm-button';
import { ErrorMessage } from '../../components/error-message';
import { flagQuery } from '../../api/flag-api';
import { flagChangeDiff, segmentChangeDiff, type FlagState } from './change-diff';
import { discardChange, REQUESTS_KEY } from '../../api/change-requests-api';
import type { Change, ChangeRequest, FeatureChanges, SegmentChange } from '../../lib/change-request-model';
import { ChangeView } from './change-view';

const CLOSED = ['Applied', 'Rejected', 'Cancelled'];

function Discard({ request, change, what }: { request: ChangeRequest; change: Change; what: string }) {
  const discard = useRecordedWrite(() => discardChange(request.project, request.id, change.id), {
    what: () => `Change ${change.id} discarded from request #${request.id}`,
    invalidates: [REQUESTS_KEY],
  });
  return (
    <ConfirmButton
      small
      label="Discard"
      title={`Discard “${what}” from request #${request.id}?`}
      confirmLabel="Discard change"
      onConfirm={() => discard.mutateAsync()}
      pending={discard.isPending}
      error={discard.error}
    >
      <p>
        The change leaves the request{request.state === 'In review' ? ' and its approvals are withdrawn' : ''}; discarding the last change
        cancels the request.
      </p>
    </ConfirmButton>
  );
}

function FlagChanges({ request, feature, canDiscard }: { request: ChangeRequest; feature: FeatureChanges; canDiscard: boolean }) {
  const closed = CLOSED.includes(request.state);
  const flag = useQuery({ ...flagQuery({ project: request.project, name: feature.name }), enabled: !closed });
  const env = flag.data?.environments?.find((e) => e.name === request.environment);
  const current: FlagState | undefined = flag.data
    ? {
        archived: Boolean(flag.data.archived),
        environment: env as FlagState['environment'],
        dependencies: flag.data.dependencies as FlagState['dependencies'],
      }
    : undefined;
  return (
    <section aria-labelledby={`flag-${feature.name}`}>
      <h3 id={`flag-${feature.name}`}>
        Flag{' '}
        <Link
          to="/projects/$projectId/flags/$flagName"
          params={{ projectId: request.project, flagName: feature.name }}
          search={{ env: request.environment }}
        >
          {feature.name}
        </Link>
      </h3>
      {feature.conflict && (
        <p className="alert alert--error" role="alert">
          Conflict: {feature.conflict}
        </p>
      )}
      {flag.isError && !closed && (
        <ErrorMessage error={flag.error} title="The flag as it is now could not be loaded; the changes show as requested" />
      )}
      {feature.changes.map((change) => {
        const diff = flagChangeDiff(change.action, change.payload, current);
        return (
          <ChangeViewRow
            key={change.id}
            request={request}
            change={change}
            diff={diff}
            closed={closed || !current}
            canDiscard={canDiscard}
          />
        );
      })}
    </section>
  );
}

function SegmentChanges({ request, segment, canDiscard }: { request: ChangeRequest; segment: SegmentChange; canDiscard: boolean }) {
  const closed = CLOSED.includes(request.state);
  const segments = useQuery({
    queryKey: ['segments', 'full'],
    queryFn: async () => listOf<Record<string, unknown>>(await api('get', '/api/admin/segments'), 'segments'),
    enabled: !closed,
  });
  const current = segments.data?.find((s) => s.name === segment.name);
  const diff = segmentChangeDiff(segment.action, segment.payload, current);
  return (
    <section aria-label={`Segment ${segment.name}`}>
      <h3>Segment {segment.name}</h3>
      <ChangeViewRow request={request} change={segment} diff={diff} closed={closed || !segments.data} canDiscard={canDiscard} />
    </section>
  );
}

function ChangeViewRow({
  request,
  change,
  diff,
  closed,
  canDiscard,
}: {
  request: ChangeRequest;
  change: Change;
  diff: ReturnType<typeof flagChangeDiff>;
  closed: boolean;
  canDiscard: boolean;
}) {
  return (
    <ChangeView
      diff={diff}
      conflict={change.conflict}
      closed={closed}
      by={change.createdBy?.username ?? undefined}
      actions={canDiscard ? <Discard request={request} change={change} what={diff.summary} /> : null}
    />
  );
}

/** Every change of the request, per flag and per segment. */
export function RequestChanges({ request, canDiscard }: { request: ChangeRequest; canDiscard: boolean }) {
  const none = request.features.length === 0 && request.segments.length === 0;
  return (
    <section className="card" aria-labelledby="changes-title">
      <h2 id="changes-title">Changes in {request.environment}</h2>
      {CLOSED.includes(request.state) && (
        <p className="hint">The request is {request.state.toLowerCase()}: its changes show as they were requested.</p>
      )}
      {none && <p className="muted">No changes.</p>}
      {request.features.map((f) => (
        <FlagChanges key={f.name} request={request} feature={f} canDiscard={canDiscard} />
      ))}
      {request.segments.map((s) => (
        <SegmentChanges key={s.id} request={request} segment={s} canDiscard={canDiscard} />
      ))}
    </section>
  );
}
