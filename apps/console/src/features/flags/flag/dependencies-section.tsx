import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { api } from '../../../api/client';
import { ErrorMessage } from '../../../components/error-message';
import type { Dependency } from '../../../lib/flag-model';
import { FLAGS_KEY, useFlagMutation } from '../flags-api';
import { addDependency, removeDependency, type FlagRef } from '../../../api/flag-api';

interface Values {
  feature: string;
  enabled: 'true' | 'false';
  variants: string;
}

/** Parent flags this flag depends on (same project), and the flags that depend on it. */
export function DependenciesSection({
  flagRef,
  dependencies,
  children,
}: {
  flagRef: FlagRef;
  dependencies: readonly Dependency[];
  children: readonly string[];
}) {
  const candidates = useQuery({
    queryKey: [...FLAGS_KEY, 'search', 'parents', flagRef.project],
    queryFn: () => api('get', '/api/admin/search/features', { query: { project: `IS:${flagRef.project}`, limit: '100', sortBy: 'name' } }),
  });
  const add = useFlagMutation((values: Values) =>
    addDependency(flagRef, {
      feature: values.feature,
      enabled: values.enabled === 'true',
      variants: values.variants
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }),
  );
  const remove = useFlagMutation((parent: string) => removeDependency(flagRef, parent));
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { feature: '', enabled: 'true', variants: '' } });
  const parents = (candidates.data?.features ?? [])
    .map((f) => f.name)
    .filter((n) => n !== flagRef.name && !dependencies.some((d) => d.feature === n));
  return (
    <section className="card" aria-labelledby="dependencies-title">
      <h2 id="dependencies-title">Dependencies</h2>
      {dependencies.length === 0 && <p className="muted">Depends on no other flag.</p>}
      <ul className="list">
        {dependencies.map((d) => (
          <li key={d.feature}>
            Needs{' '}
            <Link to="/projects/$projectId/flags/$flagName" params={{ projectId: flagRef.project, flagName: d.feature }} search={{}}>
              {d.feature}
            </Link>{' '}
            {d.enabled === false ? 'off' : 'on'}
            {d.variants?.length ? ` with variant ${d.variants.join(' or ')}` : ''}{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => remove.mutate(d.feature)}
              aria-label={`Remove the dependency on ${d.feature}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {children.length > 0 && <p className="muted">Flags that depend on this one: {children.join(', ')}</p>}
      <form className="inline-form" onSubmit={handleSubmit((values) => values.feature && add.mutate(values))}>
        <label className="field field--grow">
          <span>Parent flag</span>
          <select {...register('feature')}>
            <option value="">Choose a flag of {flagRef.project}</option>
            {parents.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Parent must be</span>
          <select {...register('enabled')}>
            <option value="true">on</option>
            <option value="false">off</option>
          </select>
        </label>
        <label className="field">
          <span>Variants (optional, comma-separated)</span>
          <input {...register('variants')} />
        </label>
        <button type="submit" className="button" disabled={add.isPending}>
          Add dependency
        </button>
      </form>
      {add.isError && <ErrorMessage error={add.error} />}
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
