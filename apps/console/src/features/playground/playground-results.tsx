import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { EmptyState } from '../../components/empty-state';
import { SelectField, TextField } from '../../components/field';
import { FlagReasons } from './flag-reasons';
import { verdictOf, type PlaygroundFlag } from './playground-api';
import { RESULT_FILTERS, type PlaygroundSearch, type ResultFilter } from './playground-search';

const VERDICT_TEXT = { on: 'On', off: 'Off', unknown: 'Unknown' } as const;

function why(flag: PlaygroundFlag): string {
  if (!flag.isEnabledInCurrentEnvironment) return 'off in this environment';
  if (flag.hasUnsatisfiedDependency) return 'a parent flag is not satisfied';
  if (flag.strategies.result === 'unknown') return 'a custom strategy decides';
  if (!flag.isEnabled) return 'no strategy matched';
  return 'a strategy matched';
}

/** The flags' answers, filtered by name and verdict (in the URL); a row opens to its strategies. */
export function PlaygroundResults({
  flags,
  search,
  onChange,
}: {
  flags: readonly PlaygroundFlag[];
  search: PlaygroundSearch;
  onChange: (next: PlaygroundSearch) => void;
}) {
  const q = (search.q ?? '').toLowerCase();
  const shown = flags.filter((f) => f.name.toLowerCase().includes(q) && (!search.result || verdictOf(f) === search.result));
  const count = (v: ResultFilter) => flags.filter((f) => verdictOf(f) === v).length;
  return (
    <section aria-label="Evaluated flags">
      <div className="filters playground-filters">
        <TextField
          label="Filter by flag name"
          type="search"
          value={search.q ?? ''}
          onChange={(e) => onChange({ ...search, q: e.target.value || undefined })}
        />
        <SelectField
          label="Result"
          value={search.result ?? ''}
          onChange={(e) => onChange({ ...search, result: (e.target.value || undefined) as ResultFilter | undefined })}
          options={[
            { value: '', label: `All (${flags.length})` },
            ...RESULT_FILTERS.map((v) => ({ value: v, label: `${VERDICT_TEXT[v]} (${count(v)})` })),
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={flags.length === 0 ? 'No flags in these projects.' : 'No flag matches these filters.'} />
      ) : (
        <div className="table-scroll">
          <table className="table playground-table">
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">Project</th>
                <th scope="col">Result</th>
                <th scope="col">Variant</th>
                <th scope="col">
                  <span className="visually-hidden">Strategies</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((flag) => {
                const open = search.open === flag.name;
                const v = verdictOf(flag);
                const id = `reasons-${flag.name}`;
                return (
                  <Fragment key={flag.name}>
                    <tr>
                      <th scope="row">
                        <Link
                          to="/projects/$projectId/flags/$flagName"
                          params={{ projectId: flag.projectId, flagName: flag.name }}
                          search={{}}
                        >
                          {flag.name}
                        </Link>
                      </th>
                      <td data-label="Project">{flag.projectId}</td>
                      <td data-label="Result">
                        <span className={v === 'on' ? 'status-on' : v === 'unknown' ? 'status-unknown' : 'status-off'}>
                          {VERDICT_TEXT[v]}
                        </span>
                        <span className="muted playground-why"> — {why(flag)}</span>
                      </td>
                      <td data-label="Variant">
                        {flag.variant.enabled ? <code>{flag.variant.name}</code> : <span className="muted">none</span>}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          aria-expanded={open}
                          aria-controls={open ? id : undefined}
                          onClick={() => onChange({ ...search, open: open ? undefined : flag.name })}
                        >
                          {open ? 'Hide' : 'Strategies'}
                          <span className="visually-hidden">
                            {open ? ' strategies' : ''} of {flag.name}
                          </span>
                        </button>
                      </td>
                    </tr>
                    {open && (
                      <tr className="playground-table__reasons">
                        <td colSpan={5} id={id}>
                          <FlagReasons flag={flag} environment={search.environment ?? ''} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
