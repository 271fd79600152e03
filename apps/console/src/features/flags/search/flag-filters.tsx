import { useQuery } from '@tanstack/react-query';
import { MultiSelect } from '../../../components/multi-select';
import { Popover } from '../../../components/popover';
import { environmentsQuery, projectsQuery } from '../../../api/projects-api';
import { segmentsQuery } from '../../../api/segments-api';
import { tagsQuery } from '../../../api/settings-api';
import { FLAG_TYPES } from '../../../lib/flag-model';
import {
  formatMatchFilter,
  formatSetFilter,
  formatStatus,
  isExcluding,
  parseDateFilter,
  parseFilter,
  parseStatus,
  setModeOf,
  type SetMode,
} from './filter-syntax';
import type { FlagSearch } from './flag-search';
import { QueryInput } from './query-input';

type Change = (change: Partial<FlagSearch>) => void;

function MatchFilter({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: 'project' | 'type';
  value?: string;
  options: Array<{ value: string; label: string }>;
  onChange: Change;
}) {
  const parsed = parseFilter(value);
  const exclude = isExcluding(parsed);
  const values = parsed?.values ?? [];
  return (
    <MultiSelect
      label={label}
      options={options}
      selected={values}
      onChange={(next) => onChange({ [name]: formatMatchFilter(!exclude, next) })}
    >
      <label className="check">
        <input type="checkbox" checked={exclude} onChange={(e) => onChange({ [name]: formatMatchFilter(!e.target.checked, values) })} />
        Exclude the chosen {label.toLowerCase()}
      </label>
    </MultiSelect>
  );
}

function SetFilter({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: 'tag' | 'segment';
  value?: string;
  options: Array<{ value: string; label: string }>;
  onChange: Change;
}) {
  const parsed = parseFilter(value);
  const mode = setModeOf(parsed);
  const values = parsed?.values ?? [];
  return (
    <MultiSelect label={label} options={options} selected={values} onChange={(next) => onChange({ [name]: formatSetFilter(mode, next) })}>
      <label className="field field--inline">
        <span>Match</span>
        <select value={mode} onChange={(e) => onChange({ [name]: formatSetFilter(e.target.value as SetMode, values) })}>
          <option value="any">any of them</option>
          <option value="all">all of them</option>
          <option value="none">none of them</option>
        </select>
      </label>
    </MultiSelect>
  );
}

/** Every filter of the search API, each written straight into the URL. */
export function FlagFilters({ search, onChange }: { search: FlagSearch; onChange: Change }) {
  const projects = useQuery(projectsQuery);
  const environments = useQuery(environmentsQuery);
  const tags = useQuery(tagsQuery);
  const segments = useQuery(segmentsQuery);
  const status = parseStatus(search.status);
  const created = parseDateFilter(search.createdAt);
  const setStatus = (environment: string, value: string) => {
    const next = new Map(status);
    if (value === '') next.delete(environment);
    else next.set(environment, value === 'enabled');
    onChange({ status: formatStatus(next) });
  };
  const state = parseFilter(search.state)?.values ?? [];
  return (
    <div className="filters" role="search" aria-label="Filter flags">
      <QueryInput value={search.query ?? ''} onChange={(query) => onChange({ query })} />
      <MatchFilter
        label="Project"
        name="project"
        value={search.project}
        options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={onChange}
      />
      <MatchFilter
        label="Type"
        name="type"
        value={search.type}
        options={FLAG_TYPES.map((t) => ({ value: t, label: t }))}
        onChange={onChange}
      />
      <label className="field field--inline">
        <span>State</span>
        <select
          value={state.length === 1 ? state[0] : ''}
          onChange={(e) => onChange({ state: e.target.value ? `IS:${e.target.value}` : undefined })}
        >
          <option value="">Any</option>
          <option value="active">Active</option>
          <option value="stale">Stale</option>
        </select>
      </label>
      <SetFilter
        label="Tags"
        name="tag"
        value={search.tag}
        options={(tags.data ?? []).map((t) => ({ value: `${t.type}:${t.value}`, label: `${t.type}: ${t.value}` }))}
        onChange={onChange}
      />
      <SetFilter
        label="Segments"
        name="segment"
        value={search.segment}
        options={(segments.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        onChange={onChange}
      />
      <Popover
        active={status.size > 0}
        summary={
          <>
            <span className="filter__label">Environments</span>{' '}
            <span>{status.size ? [...status].map(([env, on]) => `${env} ${on ? 'on' : 'off'}`).join(', ') : 'Any'}</span>
          </>
        }
      >
        <div className="stack stack--tight" role="group" aria-label="Environment status">
          {(environments.data ?? []).map((env) => (
            <label key={env.name} className="field field--inline">
              <span>{env.name}</span>
              <select
                value={status.has(env.name) ? (status.get(env.name) ? 'enabled' : 'disabled') : ''}
                onChange={(e) => setStatus(env.name, e.target.value)}
              >
                <option value="">Any</option>
                <option value="enabled">On</option>
                <option value="disabled">Off</option>
              </select>
            </label>
          ))}
        </div>
      </Popover>
      <div className="field field--inline">
        <label htmlFor="created-operator">Created</label>
        <select
          id="created-operator"
          value={created?.operator ?? 'IS_ON_OR_AFTER'}
          onChange={(e) => onChange({ createdAt: created ? `${e.target.value}:${created.date}` : undefined })}
        >
          <option value="IS_ON_OR_AFTER">on or after</option>
          <option value="IS_BEFORE">before</option>
        </select>
        <input
          type="date"
          aria-label="Created date"
          value={created?.date ?? ''}
          onChange={(e) =>
            onChange({ createdAt: e.target.value ? `${created?.operator ?? 'IS_ON_OR_AFTER'}:${e.target.value}` : undefined })
          }
        />
      </div>
      <label className="check">
        <input type="checkbox" checked={search.archived === true} onChange={(e) => onChange({ archived: e.target.checked || undefined })} />
        Archived only
      </label>
    </div>
  );
}
