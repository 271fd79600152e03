import { useState } from 'react';
import { eventExportHref } from './transfer-api';

/** A download of the event log (NDJSON, one event a line with its chain hash), filtered if asked. */
export function EventLogExport() {
  const [filter, setFilter] = useState({ from: '', to: '', project: '', type: '' });
  const field = (name: keyof typeof filter, label: string, hint: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        value={filter[name]}
        onChange={(e) => setFilter({ ...filter, [name]: e.target.value })}
        aria-describedby={`event-export-${name}`}
      />
      <span id={`event-export-${name}`} className="hint">
        {hint}
      </span>
    </label>
  );
  return (
    <div className="stack" role="group" aria-labelledby="event-export-title">
      <h2 id="event-export-title">Export the event log</h2>
      <p className="muted">The whole log, or a part of it for an investigation, as NDJSON. A filtered export cannot be imported.</p>
      <div className="inline-form">
        {field('from', 'From', 'event id or ISO time')}
        {field('to', 'To', 'event id or ISO time')}
        {field('project', 'Project', 'a project id')}
        {field('type', 'Event type', 'e.g. feature-created')}
      </div>
      <div className="actions actions--start">
        <a className="button" href={eventExportHref(filter)} download="pennant-events.ndjson">
          Download event log
        </a>
      </div>
    </div>
  );
}
