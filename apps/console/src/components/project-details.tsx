import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from './error-message';
import { formatDateTime } from './format';
import { Loading } from './loading';
import { MarkdownText } from './markdown-text';
import { HistoryLink, historyHref } from './recorded';
import { projectDetailsQuery } from '../api/dashboard-api';

function onboardingText(status: { status: string; feature?: string }): string {
  if (status.status === 'first-flag-created') return `First flag created (${status.feature ?? ''}); waiting for an SDK to use it.`;
  if (status.status === 'onboarded') return 'Onboarded: SDKs use this project.';
  return 'Getting started: create the first flag.';
}

/** One project's personal-dashboard details: insights, onboarding, latest events, owners, roles. */
export function ProjectDetails({ projectId, name }: { projectId: string; name: string }) {
  const details = useQuery(projectDetailsQuery(projectId));
  return (
    <section className="card" aria-labelledby="project-details">
      <h2 id="project-details">Project {name}</h2>
      {details.isPending && <Loading label="Loading the project" />}
      {details.isError && <ErrorMessage error={details.error} />}
      {details.data && (
        <div className="stack">
          <dl className="stats">
            <div>
              <dt>Health</dt>
              <dd>{details.data.insights.health}%</dd>
            </div>
            <div>
              <dt>Last 4 weeks</dt>
              <dd>{details.data.insights.avgHealthCurrentWindow === null ? '–' : `${details.data.insights.avgHealthCurrentWindow}%`}</dd>
            </div>
            <div>
              <dt>4 weeks before</dt>
              <dd>{details.data.insights.avgHealthPastWindow === null ? '–' : `${details.data.insights.avgHealthPastWindow}%`}</dd>
            </div>
            <div>
              <dt>Flags</dt>
              <dd>{details.data.insights.totalFlags}</dd>
            </div>
            <div>
              <dt>Active</dt>
              <dd>{details.data.insights.activeFlags}</dd>
            </div>
            <div>
              <dt>Stale</dt>
              <dd>{details.data.insights.staleFlags}</dd>
            </div>
            <div>
              <dt>Potentially stale</dt>
              <dd>{details.data.insights.potentiallyStaleFlags}</dd>
            </div>
          </dl>
          <p>{onboardingText(details.data.onboardingStatus as { status: string; feature?: string })}</p>
          <p>
            <strong>Owners:</strong> {details.data.owners.map((o) => ('name' in o && o.name ? o.name : 'system')).join(', ')} ·{' '}
            <strong>Your roles:</strong> {details.data.roles.length ? details.data.roles.map((r) => r.name).join(', ') : 'none'} ·{' '}
            <Link to="/flags" search={{ project: `IS:${projectId}` }}>
              Flags of this project
            </Link>
          </p>
          <h3>Latest events</h3>
          {details.data.latestEvents.length === 0 ? (
            <p className="muted">Nothing happened yet.</p>
          ) : (
            <ol className="list">
              {details.data.latestEvents.map((event) => (
                <li key={event.id}>
                  <HistoryLink href={historyHref({ event: event.id })}>{formatDateTime(event.createdAt)}</HistoryLink>{' '}
                  {event.summary ? <MarkdownText text={event.summary} /> : `event ${event.id} by ${event.createdBy}`}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
