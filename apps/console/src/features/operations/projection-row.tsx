import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDateTime } from '../../components/format';
import { projectionsQuery, rebuildPercent, rebuildProjection, type ProjectionState } from './operations-api';

const events = (n: number) => `${n.toLocaleString('en')} event${n === 1 ? '' : 's'}`;

function RebuildCell({ projection }: { projection: ProjectionState }) {
  const { rebuild, lastRebuild } = projection;
  if (rebuild) {
    const percent = rebuildPercent(rebuild);
    return (
      <div className="rebuild">
        <progress max={100} value={percent} aria-label={`Rebuild of ${projection.name}`} />
        <span>
          {'starting' in rebuild
            ? 'Rebuild starting…'
            : `Rebuilding: ${percent}% (${rebuild.position.toLocaleString('en')} of ${rebuild.head.toLocaleString('en')}, ${Math.round(rebuild.eventsPerSecond).toLocaleString('en')} events/s${rebuild.etaSeconds !== null ? `, about ${Math.ceil(rebuild.etaSeconds)} s left` : ''})`}
        </span>
      </div>
    );
  }
  if (!lastRebuild) return <span className="muted">never rebuilt here</span>;
  if ('error' in lastRebuild) return <span className="text-danger">Last rebuild failed: {lastRebuild.error}</span>;
  return (
    <span>
      Rebuilt and switched {formatDateTime(lastRebuild.at)}: {events(lastRebuild.applied)} in {lastRebuild.seconds.toFixed(1)} s
    </span>
  );
}

/** One projection: where it is in the log, how far behind, its state and its rebuild. */
export function ProjectionRow({ projection }: { projection: ProjectionState }) {
  const client = useQueryClient();
  const rebuild = useMutation({
    mutationFn: () => rebuildProjection(projection.name),
    onSettled: () => client.invalidateQueries({ queryKey: projectionsQuery.queryKey }),
  });
  const failed = projection.status !== 'running';
  return (
    <tr>
      <th scope="row">
        <code>{projection.name}</code> <span className="muted">v{projection.version}</span>
      </th>
      <td className="num" data-label="Checkpoint">
        {projection.checkpoint.toLocaleString('en')}
      </td>
      <td className="num" data-label="Lag">
        {events(projection.lagEvents)}
        {projection.lagSeconds > 0 ? ` (${projection.lagSeconds.toFixed(1)} s)` : ''}
      </td>
      <td data-label="State">
        <span className={`badge${failed ? ' badge--danger' : ' badge--ok'}`}>{projection.status}</span>
        {projection.error && (
          <span className="text-danger">
            {' '}
            {projection.error}
            {projection.failedPosition !== null ? ` (at ${projection.failedPosition})` : ''}
          </span>
        )}
      </td>
      <td data-label="Rebuild">
        <RebuildCell projection={projection} />
      </td>
      <td>
        <ConfirmButton
          small
          danger={false}
          label="Rebuild"
          title={`Rebuild the projection ${projection.name}?`}
          confirmLabel={`Rebuild ${projection.name}`}
          onConfirm={() => rebuild.mutateAsync()}
          pending={rebuild.isPending || projection.rebuild !== null}
          error={rebuild.error}
        >
          <p>
            Fresh tables for <strong>{projection.name}</strong> are filled from the whole log while the service keeps answering from the
            current ones, then replace them in one short switch.
          </p>
        </ConfirmButton>
      </td>
    </tr>
  );
}
