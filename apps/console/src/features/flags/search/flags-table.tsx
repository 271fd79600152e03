import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatDateTime, relativeTime } from '../../../components/format';
import { environmentsQuery } from '../../../api/projects-api';
import { environmentsOf, type SearchItem } from '../flags-api';
import { FavoriteButton } from '../favorite-button';
import { EnvironmentSwitch } from '../environment-switch';
import { DEFAULT_SORT, type FlagSearch } from './flag-search';
import type { Selected } from './bulk-actions';
import { sdkUsage } from './sdk-usage';

type Sort = (sortBy: string, sortOrder: 'asc' | 'desc') => void;

function SortHeader({
  label,
  column,
  search,
  onSort,
  className,
}: {
  label: string;
  column: string;
  search: FlagSearch;
  onSort: Sort;
  className?: string;
}) {
  const sortBy = search.sortBy ?? DEFAULT_SORT.sortBy;
  const order = search.sortOrder ?? (search.sortBy ? 'asc' : DEFAULT_SORT.sortOrder);
  const active = sortBy === column;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button type="button" className="sort" onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}>
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** Environment columns: those the page's flags have, in the instance's order. */
function environmentColumns(items: readonly SearchItem[], order: readonly string[]): string[] {
  const names = new Set(items.flatMap((item) => environmentsOf(item).map((env) => env.name)));
  return [...names].sort((a, b) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9) || a.localeCompare(b));
}

/** `selected`/`onSelect`: the rows checked for the bulk actions. */
export function FlagsTable({
  items,
  search,
  onSort,
  selected,
  onSelect,
}: {
  items: readonly SearchItem[];
  search: FlagSearch;
  onSort: Sort;
  selected: readonly Selected[];
  onSelect: (flag: Selected, checked: boolean) => void;
}) {
  const environments = useQuery(environmentsQuery);
  const columns = environmentColumns(
    items,
    (environments.data ?? []).map((e) => e.name),
  );
  return (
    <div className="table-scroll">
      <table className="table flags-table">
        <caption className="visually-hidden">Flags, with their state in each environment</caption>
        <thead>
          <tr>
            <th scope="col" className="col-star">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col" className="col-star">
              <span className="visually-hidden">Favorite</span>
            </th>
            <SortHeader label="Name" column="name" search={search} onSort={onSort} />
            <SortHeader label="Type" column="type" search={search} onSort={onSort} className="col-wide" />
            <SortHeader label="Project" column="project" search={search} onSort={onSort} className="col-wide" />
            <th scope="col" className="col-wide">
              Lifecycle
            </th>
            <SortHeader label="SDK usage" column="lastSeenAt" search={search} onSort={onSort} className="col-wide" />
            <SortHeader label="Created" column="createdAt" search={search} onSort={onSort} className="col-wide" />
            {columns.map((env) => (
              <SortHeader key={env} label={env} column={`environment:${env}`} search={search} onSort={onSort} className="col-env" />
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <FlagRow
              key={`${item.project}/${item.name}`}
              item={item}
              columns={columns}
              checked={selected.some((s) => s.project === item.project && s.name === item.name)}
              onSelect={(checked) => onSelect({ project: item.project, name: item.name }, checked)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FlagRow({
  item,
  columns,
  checked,
  onSelect,
}: {
  item: SearchItem;
  columns: string[];
  checked: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const usage = sdkUsage(item);
  const environments = environmentsOf(item);
  return (
    <tr>
      <td className="col-star">
        <input type="checkbox" checked={checked} onChange={(e) => onSelect(e.target.checked)} aria-label={`Select ${item.name}`} />
      </td>
      <td className="col-star">
        <FavoriteButton project={item.project} name={item.name} favorite={item.favorite} />
      </td>
      <th scope="row" className="flag-cell">
        <Link
          to="/projects/$projectId/flags/$flagName"
          params={{ projectId: item.project, flagName: item.name }}
          search={{}}
          className="flag-cell__name"
        >
          {item.name}
        </Link>
        {item.stale && <span className="badge badge--warning">stale</span>}
        {item.archivedAt && <span className="badge">archived</span>}
        {item.description && <span className="flag-cell__description">{item.description}</span>}
        {item.tags && item.tags.length > 0 && (
          <span className="tags">
            {item.tags.map((tag) => (
              <span key={`${tag.type}:${tag.value}`} className="tag">
                {tag.type}: {tag.value}
              </span>
            ))}
          </span>
        )}
      </th>
      <td className="col-wide">{item.type}</td>
      <td className="col-wide">{item.project}</td>
      <td className="col-wide">
        <span className={`stage stage--${item.lifecycle?.stage ?? 'initial'}`}>{item.lifecycle?.stage ?? 'initial'}</span>
      </td>
      <td
        className="col-wide"
        title={usage.lastSeenAt ? `Last seen ${formatDateTime(usage.lastSeenAt)}; last hour: ${usage.yes} yes, ${usage.no} no` : undefined}
      >
        {usage.lastSeenAt ? (
          <>
            Seen {relativeTime(usage.lastSeenAt)}
            {usage.yes + usage.no > 0 && (
              <span className="muted">
                {' '}
                · {usage.yes} yes / {usage.no} no
              </span>
            )}
          </>
        ) : (
          <span className="muted">Not seen</span>
        )}
      </td>
      <td className="col-wide">{formatDate(item.createdAt)}</td>
      {columns.map((env) => {
        const state = environments.find((e) => e.name === env);
        return (
          <td key={env} className="col-env">
            {state ? (
              <EnvironmentSwitch project={item.project} flag={item.name} environment={env} enabled={state.enabled} />
            ) : (
              <span className="muted">—</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
