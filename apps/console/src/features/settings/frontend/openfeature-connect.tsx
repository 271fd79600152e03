import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { environmentsQuery } from '../../../api/projects-api';

const route = getRouteApi('/app/settings/frontend');

/** The Node snippet: OpenFeature's server SDK with the OFREP provider (one request per evaluation). */
export function nodeSnippet(baseUrl: string, environment: string): string {
  return `import { OpenFeature } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';

await OpenFeature.setProviderAndWait(
  new OFREPProvider({
    baseUrl: '${baseUrl}',
    headers: [['Authorization', 'Bearer <client token of ${environment}>']],
  }),
);
const flags = OpenFeature.getClient();
const on = await flags.getBooleanValue('my-flag', false, { targetingKey: user.id });`;
}

/** The browser snippet: OpenFeature's web SDK with the OFREP web provider (every flag at once, then the change stream). */
export function browserSnippet(baseUrl: string, environment: string): string {
  return `import { OpenFeature } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';

await OpenFeature.setContext({ targetingKey: user.id });
await OpenFeature.setProviderAndWait(
  new OFREPWebProvider({
    baseUrl: '${baseUrl}',
    headers: [['Authorization', '<frontend token of ${environment}>']],
  }),
);
const on = OpenFeature.getClient().getBooleanValue('my-flag', false);`;
}

/**
 * How to connect an OpenFeature SDK to an environment through OFREP (ADR 0062): the base URL,
 * which token kind where, and a snippet for Node and for the browser. The environment is in the
 * URL (`?environment=`), so the page can be shared.
 */
export function OpenFeatureConnect() {
  const environments = useQuery(environmentsQuery);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const baseUrl = window.location.origin;
  const names = (environments.data ?? []).map((e) => e.name);
  const environment = search.environment && names.includes(search.environment) ? search.environment : (names[0] ?? 'development');
  return (
    <section className="stack card" aria-labelledby="openfeature-title">
      <h2 id="openfeature-title">Connect an OpenFeature SDK (OFREP)</h2>
      <p className="muted">
        Any OpenFeature SDK evaluates this service&apos;s flags through the OpenFeature Remote Evaluation Protocol, with the same engine as
        Unleash SDKs. Give its OFREP provider the base URL and a token of the environment.
      </p>
      {environments.isPending ? (
        <Loading label="Loading the environments" />
      ) : environments.isError ? (
        <ErrorMessage error={environments.error} />
      ) : (
        <>
          <label className="field field--inline">
            <span>Environment</span>
            <select value={environment} onChange={(e) => void navigate({ search: { environment: e.target.value }, replace: true })}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <dl className="facts">
            <dt>Base URL</dt>
            <dd>
              <code>{baseUrl}</code> (the providers call <code>{baseUrl}/ofrep/v1/evaluate/flags</code>)
            </dd>
            <dt>Servers</dt>
            <dd>
              a <strong>client</strong> token of <strong>{environment}</strong>, in <code>Authorization: Bearer …</code> or{' '}
              <code>X-API-Key</code>; each evaluation is one request
            </dd>
            <dt>Browsers and apps</dt>
            <dd>
              a <strong>frontend</strong> token of <strong>{environment}</strong>; every flag is fetched once and again when one changes
              (the answer names a change stream); pages must be on an allowed origin above
            </dd>
          </dl>
          <p>
            <Link to="/access/api-tokens" search={{}}>
              Create a token
            </Link>{' '}
            of the kind and environment. The context needs a <code>targetingKey</code> (the user id, or a session id for anonymous
            visitors); other fields are Unleash context fields and properties.
          </p>
          <h3>Node</h3>
          <pre className="code-block" aria-label="Node snippet">
            {nodeSnippet(baseUrl, environment)}
          </pre>
          <h3>Browser</h3>
          <pre className="code-block" aria-label="Browser snippet">
            {browserSnippet(baseUrl, environment)}
          </pre>
        </>
      )}
    </section>
  );
}
