import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCan } from '../../lib/can';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { formatDate } from '../../components/format';
import { Loading } from '../../components/loading';
import { useLimits } from '../../config/ui-config';
import { SegmentUsageCell } from './segment-usage-cell';
import { segmentsQuery } from '../../api/segments-api';
import { SEGMENTS_PER_PAGE } from './segments-search';
import { DataTable } from '../../components/data-table';

const route = getRouteApi('/app/segments');

/** Every segment with who uses it; a name filter and the page in the URL. */
export function SegmentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const can = useCan();
  const limits = useLimits();
  const segments = useQuery(segmentsQuery);
  const query = (search.query ?? '').toLowerCase();
  const matching = (segments.data ?? []).filter(
    (s) => !query || s.name.toLowerCase().includes(query) || (s.description ?? '').toLowerCase().includes(query),
  );
  const page = search.page ?? 1;
  const shown = matching.slice((page - 1) * SEGMENTS_PER_PAGE, page * SEGMENTS_PER_PAGE);
  const atLimit = (segments.data?.length ?? 0) >= limits.segments;
  return (
    <>
      <div className="page-header">
        <h1>Segments</h1>
        {can('post', '/api/admin/segments') && (
          <Link to="/segments/new" className="button button--primary" disabled={atLimit} aria-disabled={atLimit || undefined}>
            New segment
          </Link>
        )}
      </div>
      <p className="muted">
        A segment is a reusable set of constraints that strategies add by name. {segments.data?.length ?? 0} of at most {limits.segments}.
      </p>
      <label className="field field--inline">
        <span>Filter</span>
        <input
          type="search"
          aria-label="Filter segments"
          value={search.query ?? ''}
          onChange={(e) => void navigate({ search: { query: e.target.value || undefined }, replace: true })}
        />
      </label>
      {segments.isPending && <Loading label="Loading segments" />}
      {segments.isError && <ErrorMessage error={segments.error} title="The segments could not be loaded" />}
      {segments.isSuccess && matching.length === 0 && <EmptyState title={query ? 'No segment matches the filter.' : 'No segments yet.'} />}
      {shown.length > 0 && (
        <DataTable
          items={shown}
          rowKey={(s) => s.id}
          columns={[
            {
              header: 'Name',
              cell: (s) => (
                <>
                  <Link to="/segments/$segmentId" params={{ segmentId: String(s.id) }}>
                    {s.name}
                  </Link>
                  {s.description && <div className="muted">{s.description}</div>}
                </>
              ),
            },
            { header: 'Project', cell: (s) => s.project ?? <span className="muted">All projects</span> },
            { header: 'Constraints', cell: (s) => s.constraints?.length ?? 0 },
            { header: 'Used by', cell: (s) => <SegmentUsageCell segment={s} /> },
            { header: 'Created', cell: (s) => formatDate(s.createdAt) },
          ]}
        />
      )}
      {matching.length > SEGMENTS_PER_PAGE && (
        <nav className="pager" aria-label="Pages">
          <span>
            Page {page} of {Math.ceil(matching.length / SEGMENTS_PER_PAGE)}
          </span>
          <Link
            from="/segments"
            to="."
            search={(prev) => ({ ...prev, page: page - 1 > 1 ? page - 1 : undefined })}
            className="button button--small"
            disabled={page <= 1}
          >
            Previous
          </Link>
          <Link
            from="/segments"
            to="."
            search={(prev) => ({ ...prev, page: page + 1 })}
            className="button button--small"
            disabled={page * SEGMENTS_PER_PAGE >= matching.length}
          >
            Next
          </Link>
        </nav>
      )}
    </>
  );
}
