import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { Pager } from '../../../components/pager';
import { flagSearchQuery } from '../flags-api';
import { useState } from 'react';
import { BulkActions, type Selected } from './bulk-actions';
import { CreateFlagButton } from './create-flag-dialog';
import { FlagFilters } from './flag-filters';
import { DEFAULT_LIMIT, hasFilters, PAGE_SIZES, withFilter, type FlagSearch } from './flag-search';
import { FlagsTable } from './flags-table';

const route = getRouteApi('/app/flags');

/** All flags, filtered, sorted and paged by the server; the URL holds every choice. */
export function FlagsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const result = useQuery(flagSearchQuery(search));
  const go = (next: FlagSearch) => void navigate({ search: next, replace: true });
  const total = result.data?.total ?? 0;
  const limit = search.limit ?? DEFAULT_LIMIT;
  const [selected, setSelected] = useState<Selected[]>([]);
  const select = (flag: Selected, checked: boolean) =>
    setSelected((all) => [...all.filter((s) => s.project !== flag.project || s.name !== flag.name), ...(checked ? [flag] : [])]);
  return (
    <>
      <div className="page-header">
        <h1>Flags</h1>
        <CreateFlagButton
          initialName={search.create}
          onClosed={() => search.create !== undefined && go({ ...search, create: undefined })}
        />
      </div>
      <FlagFilters search={search} onChange={(change) => go(withFilter(search, change))} />
      <div className="toolbar">
        <label className="check">
          <input
            type="checkbox"
            checked={search.favoritesFirst === true}
            onChange={(e) => go({ ...search, favoritesFirst: e.target.checked || undefined, offset: undefined })}
          />
          Favorites first
        </label>
        {hasFilters(search) && (
          <Link to="/flags" search={{}} className="button button--ghost button--small">
            Clear filters
          </Link>
        )}
        {result.isFetching && !result.isPending && <span className="muted">Updating…</span>}
      </div>
      <BulkActions selected={selected} onDone={() => setSelected([])} />
      {result.isPending && <Loading label="Loading flags" />}
      {result.isError && <ErrorMessage error={result.error} title="The flags could not be loaded" />}
      {result.data && result.data.features.length === 0 && (
        <EmptyState title={hasFilters(search) ? 'No flag matches these filters.' : 'No flags yet.'}>
          {hasFilters(search) ? <p>Change or clear the filters.</p> : <p>Create the first one with “New flag”.</p>}
        </EmptyState>
      )}
      {result.data && result.data.features.length > 0 && (
        <>
          <FlagsTable
            items={result.data.features}
            search={search}
            onSort={(sortBy, sortOrder) => go({ ...search, sortBy, sortOrder, offset: undefined })}
            selected={selected}
            onSelect={select}
          />
          <Pager
            offset={search.offset ?? 0}
            limit={limit}
            total={total}
            sizes={PAGE_SIZES}
            onOffset={(offset) => go({ ...search, offset: offset || undefined })}
            onLimit={(size) => go({ ...search, limit: size === DEFAULT_LIMIT ? undefined : size, offset: undefined })}
          />
        </>
      )}
    </>
  );
}
