import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCan } from '../../../lib/can';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { DependenciesSection } from './dependencies-section';
import { EnvironmentPanel } from './environment-panel';
import { FlagAsOf } from './flag-as-of';
import { flagQuery } from '../../../api/flag-api';
import { FlagHeader } from './flag-header';
import { MetricsSection } from './metrics/metrics-section';
import { TagsSection } from './tags-section';

/** Loaded on its own chunk: the flag page's first load stays as small as before (ADR 0065). */
const ImpactSection = lazy(() => import('./impact/impact-section'));

const route = getRouteApi('/app/projects/$projectId/flags/$flagName');

/** One flag: its details, its state and strategies per environment, its SDK metrics, impact metrics and safeguards, tags and dependencies. */
export function FlagPage() {
  const { projectId, flagName } = route.useParams();
  const { env, asOf } = route.useSearch();
  const ref = { project: projectId, name: flagName };
  const flag = useQuery({ ...flagQuery(ref), enabled: asOf === undefined });
  const can = useCan();
  if (asOf !== undefined) return <FlagAsOf flagRef={ref} asOf={asOf} env={env} />;
  if (flag.isPending) return <Loading label={`Loading ${flagName}`} />;
  if (flag.isError) return <ErrorMessage error={flag.error} title={`The flag ${flagName} could not be loaded`} />;
  const environments = [...(flag.data.environments ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const current = environments.find((e) => e.name === env) ?? environments[0];
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/flags" search={{}}>
          Flags
        </Link>{' '}
        /{' '}
        <Link to="/flags" search={{ project: `IS:${projectId}` }}>
          {projectId}
        </Link>{' '}
        / <span aria-current="page">{flagName}</span>
        {can('get', '/api/admin/search/events') && (
          <>
            {' · '}
            <Link to="/history" search={{ project: projectId, feature: flagName }}>
              History
            </Link>
          </>
        )}
      </nav>
      <FlagHeader flag={flag.data} flagRef={ref} />
      <section className="card" aria-labelledby="environments-title">
        <h2 id="environments-title">Environments</h2>
        {flag.data.archived ? (
          <p className="muted">An archived flag is off everywhere; revive it to configure its environments.</p>
        ) : environments.length === 0 ? (
          <p className="muted">The project has no environments.</p>
        ) : (
          <>
            <nav className="tabs" aria-label="Environment">
              {environments.map((e) => (
                <Link
                  key={e.name}
                  to="."
                  search={(prev) => ({ ...prev, env: e.name })}
                  replace
                  className="tab"
                  aria-current={e.name === current?.name ? 'page' : undefined}
                >
                  <span className={`dot${e.enabled ? ' dot--on' : ''}`} aria-hidden="true" />
                  {e.name}
                  <span className="visually-hidden">{e.enabled ? ' (on)' : ' (off)'}</span>
                </Link>
              ))}
            </nav>
            {current && <EnvironmentPanel key={current.name} flagRef={ref} environment={current} />}
          </>
        )}
      </section>
      <MetricsSection flagName={flagName} />
      {!flag.data.archived && environments.length > 0 && (
        <Suspense fallback={<Loading label="Loading the impact section" />}>
          <ImpactSection
            flagRef={ref}
            environments={environments.map((e) => e.name)}
            initialEnvironment={current?.name ?? environments[0].name}
          />
        </Suspense>
      )}
      <div className="grid-2">
        <TagsSection flagRef={ref} />
        <DependenciesSection flagRef={ref} dependencies={flag.data.dependencies ?? []} children={flag.data.children ?? []} />
      </div>
    </>
  );
}
