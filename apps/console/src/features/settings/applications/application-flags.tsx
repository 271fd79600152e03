import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { api } from '../../../api/client';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import type { ApplicationOverview } from './applications-api';

/** The projects of the flags named (one search for all of them: comma-separated terms), by name. */
function useFlagProjects(names: string[]) {
  return useQuery({
    queryKey: ['flags', 'search', 'projects-of', names],
    enabled: names.length > 0,
    queryFn: async () => {
      const found = await api('get', '/api/admin/search/features', { query: { query: names.join(','), limit: '100' } });
      return new Map(found.features.filter((f) => names.includes(f.name)).map((f) => [f.name, f.project]));
    },
  });
}

/** The flags it reported in the last 48 hours, each linked to its page when it exists. */
export function ApplicationFlags({ flags }: { flags: string[] }) {
  const projects = useFlagProjects(flags.slice(0, 100));
  return (
    <section className="card stack" aria-labelledby="app-flags-title">
      <h2 id="app-flags-title">Flags it evaluates</h2>
      {flags.length === 0 ? (
        <EmptyState title="It reported no flag in the last 48 hours" />
      ) : projects.isPending ? (
        <Loading label="Looking up the flags" />
      ) : (
        <>
          {projects.isError && <ErrorMessage error={projects.error} title="The flags' projects could not be looked up" />}
          <ul>
            {flags.map((name) => {
              const project = projects.data?.get(name);
              return (
                <li key={name}>
                  {project ? (
                    <Link to="/projects/$projectId/flags/$flagName" params={{ projectId: project, flagName: name }} search={{}}>
                      {name}
                    </Link>
                  ) : (
                    <span>
                      {name} <span className="badge badge--warning">does not exist</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** Flags it asks for that do not exist, and strategies it registered that are not defined. */
export function ApplicationIssues({ overview }: { overview: ApplicationOverview }) {
  const { missingFeatures, missingStrategies } = overview.issues;
  if (missingFeatures.length === 0 && missingStrategies.length === 0)
    return (
      <p className="muted" role="status">
        No issues: every flag it reported exists and every strategy it registered is defined.
      </p>
    );
  return (
    <section className="card stack" aria-labelledby="app-issues-title">
      <h2 id="app-issues-title">Issues</h2>
      {missingFeatures.length > 0 && (
        <div>
          <h3>Flags it asks for that do not exist</h3>
          <ul>
            {missingFeatures.map((name) => (
              <li key={name}>
                <code>{name}</code>{' '}
                <Link to="/flags" search={{ create: name }} aria-label={`Create flag ${name}`}>
                  Create flag
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missingStrategies.length > 0 && (
        <div>
          <h3>Strategies it registered that are not defined</h3>
          <ul>
            {missingStrategies.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
          <p className="muted">
            Define them in <Link to="/settings/strategies">Settings → Strategies</Link>, or update the SDK.
          </p>
        </div>
      )}
    </section>
  );
}
