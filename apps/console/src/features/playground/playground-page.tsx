import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorMessage } from '../../components/error-message';
import { Loading } from '../../components/loading';
import '../../styles/playground.css';
import { playgroundQuery } from './playground-api';
import { PlaygroundForm } from './playground-form';
import { PlaygroundResults } from './playground-results';
import { requestOf, type PlaygroundSearch } from './playground-search';

const route = getRouteApi('/app/playground');

/**
 * Unleash's playground: what every flag answers for a context in an environment, and why — per
 * strategy, constraint and segment. The whole query lives in the URL, so a result can be shared.
 */
export function PlaygroundPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const request = requestOf(search);
  const result = useQuery({ ...playgroundQuery(request ?? { environment: '', projects: '*', context: {} }), enabled: request !== null });
  const go = (next: PlaygroundSearch, replace = true) => void navigate({ search: next, replace });
  return (
    <>
      <div className="page-header">
        <h1>Playground</h1>
      </div>
      <p className="muted">
        See what each flag answers for a user, a session or any context — and which strategy, constraint or segment decides it.
      </p>
      <PlaygroundForm search={search} onSubmit={(next) => go(next, false)} />
      {request === null && (
        <EmptyState title="Nothing evaluated yet.">
          <p>Fill in a context and choose “Evaluate”.</p>
        </EmptyState>
      )}
      {request !== null && result.isPending && <Loading label="Evaluating" />}
      {result.isError && <ErrorMessage error={result.error} title="The flags could not be evaluated" />}
      {result.data && <PlaygroundResults flags={result.data.features} search={search} onChange={(next) => go(next)} />}
    </>
  );
}
