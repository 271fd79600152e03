import { Link } from '@tanstack/react-router';
import { formatDateTime, relativeTime } from '../../components/format';
import { asOfTarget } from './as-of-target';
import { diffEvent } from './event-diff';
import type { LogEvent } from './history-api';

function AsOfLink({ event }: { event: LogEvent }) {
  const target = asOfTarget(event);
  const asOf = event.id;
  if (!target) return null;
  if (target.kind === 'flag')
    return (
      <Link
        to="/projects/$projectId/flags/$flagName"
        params={{ projectId: target.project, flagName: target.flag }}
        search={{ asOf }}
        className="button button--small"
      >
        Show {target.flag} as of this event
      </Link>
    );
  if (target.kind === 'segment')
    return (
      <Link to="/history/segments/$segmentId" params={{ segmentId: target.id }} search={{ asOf }} className="button button--small">
        Show the segment as of this event
      </Link>
    );
  return (
    <Link to="/history/projects/$projectId" params={{ projectId: target.project }} search={{ asOf }} className="button button--small">
      Show {target.project} as of this event
    </Link>
  );
}

/** preData → data, one row per changed leaf. */
function EventDiff({ event }: { event: LogEvent }) {
  const rows = diffEvent(event.preData, event.data);
  if (rows.length === 0) return <p className="muted">This event carries no data change.</p>;
  return (
    <div className="table-scroll">
      <table className="table diff">
        <caption className="visually-hidden">Changes of event {event.id}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className={`diff__row diff__row--${row.kind}`}>
              <th scope="row">
                <code>{row.path}</code>
              </th>
              <td>{row.before === undefined ? <span className="muted">—</span> : <del>{row.before}</del>}</td>
              <td>{row.after === undefined ? <span className="muted">(removed)</span> : <ins>{row.after}</ins>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One event of the timeline: what, on what, by whom, when; opens to its diff. */
export function EventItem({
  event,
  open,
  onToggle,
  fresh,
}: {
  event: LogEvent;
  open: boolean;
  onToggle: (open: boolean) => void;
  fresh: boolean;
}) {
  const subject = [event.project, event.featureName, event.environment].filter(Boolean).join(' / ');
  return (
    <li className={`event${fresh ? ' event--new' : ''}`} data-event-id={event.id}>
      <details
        open={open}
        onToggle={(e) => {
          if (e.currentTarget.open !== open) onToggle(e.currentTarget.open);
        }}
      >
        <summary className="event__summary">
          <span className="event__type">{event.type}</span>
          {subject && <span className="event__subject">{subject}</span>}
          <span className="event__meta">
            by {event.createdBy} ·{' '}
            <time dateTime={event.createdAt} title={formatDateTime(event.createdAt)}>
              {relativeTime(event.createdAt)}
            </time>{' '}
            · #{event.id}
          </span>
        </summary>
        <div className="event__body">
          {event.summary && <p>{event.summary}</p>}
          <p className="muted">
            {formatDateTime(event.createdAt)} — event {event.id}
            {event.createdByUserId && event.createdByUserId > 0 ? `, user id ${event.createdByUserId}` : ''}
          </p>
          <EventDiff event={event} />
          <div className="actions actions--start">
            <AsOfLink event={event} />
          </div>
        </div>
      </details>
    </li>
  );
}
