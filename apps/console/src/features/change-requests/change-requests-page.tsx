import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import type { ReactNode } from 'react';
import { projectQuery, type Project } from '../../api/projects-api';
import { openRequestsQuery, requestCountsQuery, requestsQuery } from '../../api/change-requests-api';
import { REQUEST_TABS, type RequestTab } from './change-request-search';
import { RequestList } from './request-list';
import type { RequestCounts } from '../../lib/change-request-model';
import '../../styles/projects.css';

const route = getRouteApi('/app/projects/$projectId/change-requests');
const PAGE = 50;

const LABELS: Record<RequestTab, string> = {
  open: 'Open',
  'In review': 'In review',
  Approved: 'Approved',
  Scheduled: 'Scheduled',
  Applied: 'Applied',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
};

/** The spec's counts per state (Cancelled has none in the spec's answer). */
function countOf(tab: RequestTab, counts: RequestCounts | undefined, open: number | undefined): number | undefined {
  if (tab === 'open') return open;
  if (!counts) return undefined;
  return {
    'In review': counts.reviewRequired,
    Approved: counts.approved,
    Scheduled: counts.scheduled,
    Applied: counts.applied,
    Rejected: counts.rejected,
    Cancelled: undefined,
  }[tab];
}

/**
 * A project's change requests by state, the counts in the tabs; the open ones first. The project's
 * header (tabs, actions) belongs to the projects feature: the app shell passes it in (ADR 0066).
 */
export function ChangeRequestsPage({ header }: { header: (project: Project) => ReactNode }) {
  const { projectId } = route.useParams();
  const { state, offset = 0 } = route.useSearch();
  const project = useQuery(projectQuery(projectId));
  const counts = useQuery(requestCountsQuery(projectId));
  const open = useQuery(openRequestsQuery(projectId));
  const listed = useQuery({ ...requestsQuery(projectId, state ?? 'Applied', offset, PAGE), enabled: state !== undefined });
  const tab: RequestTab = state ?? 'open';
  const shown = state ? listed : open;
  const total = state ? countOf(state, counts.data, undefined) : undefined;
  return (
    <>
      {project.data ? (
        header(project.data)
      ) : project.isError ? (
        <ErrorMessage error={project.error} title={`The project ${projectId} could not be loaded`} />
      ) : (
        <Loading label={`Loading ${projectId}`} />
      )}
      <section className="card" aria-labelledby="requests-title">
        <h2 id="requests-title">Change requests</h2>
        {counts.isError && <ErrorMessage error={counts.error} title="The counts could not be loaded" />}
        <p className="muted">
          {counts.data
            ? `${counts.data.total} in all · ${counts.data.reviewRequired} to review · ${counts.data.approved + counts.data.scheduled} to apply`
            : ' '}
        </p>
        <nav className="tabs" aria-label="State">
          {REQUEST_TABS.map((t) => {
            const n = countOf(t, counts.data, open.data?.length);
            return (
              <Link
                key={t}
                to="/projects/$projectId/change-requests"
                params={{ projectId }}
                search={t === 'open' ? {} : { state: t }}
                className="tab"
                activeOptions={{ exact: true }}
                aria-current={tab === t ? 'page' : undefined}
              >
                {LABELS[t]}
                {n !== undefined && <span className="count">{n}</span>}
              </Link>
            );
          })}
        </nav>
        {tab === 'open' && (
          <p className="hint">
            Your drafts, and the requests waiting for review, to be applied or scheduled, in environments that require approval.
          </p>
        )}
        {shown.isPending && <Loading label="Loading change requests" />}
        {shown.isError && <ErrorMessage error={shown.error} title="The change requests could not be loaded" />}
        {shown.data &&
          (shown.data.length === 0 ? (
            <EmptyState title={tab === 'open' ? 'Nothing is waiting.' : `No ${LABELS[tab].toLowerCase()} change requests.`}>
              {tab === 'open' && (
                <p className="muted">
                  In an environment that requires approval, the changes you make on a flag’s page become a draft here.
                </p>
              )}
            </EmptyState>
          ) : (
            <RequestList projectId={projectId} requests={shown.data} />
          ))}
        {state && (offset > 0 || (shown.data?.length ?? 0) >= PAGE) && (
          <nav className="pager" aria-label="Pages">
            <span>
              {offset + 1}–{offset + (shown.data?.length ?? 0)}
              {total !== undefined ? ` of ${total}` : ''}
            </span>
            <Link
              to="/projects/$projectId/change-requests"
              params={{ projectId }}
              search={{ state, offset: Math.max(0, offset - PAGE) || undefined }}
              className="button button--small"
              disabled={offset === 0}
            >
              Previous
            </Link>
            <Link
              to="/projects/$projectId/change-requests"
              params={{ projectId }}
              search={{ state, offset: offset + PAGE }}
              className="button button--small"
              disabled={(shown.data?.length ?? 0) < PAGE}
            >
              Next
            </Link>
          </nav>
        )}
      </section>
    </>
  );
}
