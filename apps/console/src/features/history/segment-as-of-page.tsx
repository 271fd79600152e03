import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { OPERATOR_LABELS } from '../../components/constraints';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import { AsOfBanner } from './as-of-banner';
import { segmentAsOfQuery } from './as-of-api';
import '../../styles/audit.css';

const route = getRouteApi('/app/history/segments/$segmentId');

/** A segment as it was after an event: name, scope and constraints. */
export function SegmentAsOfPage() {
  const { segmentId } = route.useParams();
  const { asOf } = route.useSearch();
  const segment = useQuery({ ...segmentAsOfQuery(segmentId, asOf ?? 0), enabled: asOf !== undefined });
  if (asOf === undefined) return <ErrorMessage error={new Error('The link names no event (?asOf=<event id>).')} />;
  return (
    <>
      <h1>Segment {segment.data?.name ?? `#${segmentId}`}</h1>
      <AsOfBanner asOf={asOf} what="The segment" now={null} />
      {segment.isPending && <Loading label={`Replaying segment ${segmentId} up to event ${asOf}`} />}
      {segment.isError && <ErrorMessage error={segment.error} title={`The segment as of event ${asOf} could not be shown`} />}
      {segment.data && (
        <section className="card">
          <dl className="facts">
            <dt>Name</dt>
            <dd>{segment.data.name}</dd>
            <dt>Description</dt>
            <dd>{segment.data.description || <span className="muted">none</span>}</dd>
            <dt>Project</dt>
            <dd>{segment.data.project ?? 'every project'}</dd>
          </dl>
          <h2>Constraints</h2>
          {(segment.data.constraints ?? []).length === 0 ? (
            <p className="muted">No constraints: everyone matched.</p>
          ) : (
            <ul className="constraints">
              {(segment.data.constraints ?? []).map((c, i) => (
                <li key={i}>
                  <code>{c.contextName}</code> {c.inverted ? 'NOT ' : ''}
                  {OPERATOR_LABELS[c.operator] ?? c.operator} <code>{c.values?.length ? c.values.join(', ') : c.value}</code>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
