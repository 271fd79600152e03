import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { MultiSelect } from '../../components/multi-select';
import { projectsQuery } from '../../api/projects-api';
// The catalog of event types as the spec lists them (static data in the shared package, ADR 0066).
import catalog from '../../../../../libs/shared/src/spec-event-types.json';
import { typesOf, type HistorySearch } from './history-search';

const TYPE_OPTIONS = catalog.eventTypes.map((type) => ({ value: type, label: type }));

type Change = (change: Partial<HistorySearch>) => void;

const value = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/**
 * The event search's filters. Text fields apply on Enter or "Apply" (one search per intent,
 * not per keystroke); the project and type choices apply at once. Keyed by the URL's values,
 * so going back in history shows what the page shows.
 */
export function HistoryFilters({ search, onChange }: { search: HistorySearch; onChange: Change }) {
  const projects = useQuery(projectsQuery);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      query: value(form, 'query'),
      feature: value(form, 'feature'),
      createdBy: value(form, 'createdBy'),
      from: value(form, 'from'),
      to: value(form, 'to'),
    });
  };
  return (
    <form
      className="history-filters"
      onSubmit={submit}
      key={JSON.stringify([search.query, search.feature, search.createdBy, search.from, search.to])}
      aria-label="Filter the history"
    >
      <label className="field field--grow">
        <span>Search</span>
        <input type="search" name="query" defaultValue={search.query} placeholder="Text in the event" />
      </label>
      <label className="field">
        <span>Project</span>
        <select value={search.project ?? ''} onChange={(e) => onChange({ project: e.target.value || undefined })}>
          <option value="">Any project</option>
          {search.project && !(projects.data ?? []).some((p) => p.id === search.project) && (
            <option value={search.project}>{search.project}</option>
          )}
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Flag</span>
        <input name="feature" defaultValue={search.feature} placeholder="Flag name" />
      </label>
      <label className="field">
        <span>Actor</span>
        <input name="createdBy" defaultValue={search.createdBy} placeholder="Name or user id" />
      </label>
      <label className="field">
        <span>From</span>
        <input type="date" name="from" defaultValue={search.from} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="date" name="to" defaultValue={search.to} />
      </label>
      <div className="history-filters__types">
        <MultiSelect
          label="Type"
          options={TYPE_OPTIONS}
          selected={typesOf(search)}
          onChange={(types) => onChange({ type: types.length ? types.join(',') : undefined })}
        />
      </div>
      <button type="submit" className="button button--primary">
        Apply
      </button>
    </form>
  );
}
