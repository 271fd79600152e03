import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { requestConfigQuery } from '../../../api/change-requests-api';
import { ConfirmButton } from '../../../components/confirm-button';
import { environmentsQuery } from '../../../api/projects-api';
import { setEnvironmentEnabledBulk, setStaleBulk, useFlagMutation } from '../flags-api';

/** A flag chosen in the list, by its project and name. */
export interface Selected {
  project: string;
  name: string;
}

/** The actions on the flags checked in the list: on/off in one environment, or stale — for flags of one project. */
export function BulkActions({ selected, onDone }: { selected: readonly Selected[]; onDone: () => void }) {
  const environments = useQuery(environmentsQuery);
  const [environment, setEnvironment] = useState('');
  const projects = [...new Set(selected.map((s) => s.project))];
  const project = projects.length === 1 ? projects[0] : null;
  const names = selected.map((s) => s.name);
  const env = environment || environments.data?.[0]?.name || '';
  const config = useQuery({ ...requestConfigQuery(project ?? ''), enabled: project !== null });
  const guarded = config.data?.find((c) => c.environment === env && c.changeRequestEnabled);
  const toggle = useFlagMutation(
    (on: boolean) => setEnvironmentEnabledBulk(project ?? '', names, env, on),
    async () => onDone(),
  );
  const stale = useFlagMutation(
    () => setStaleBulk(project ?? '', names, true),
    async () => onDone(),
  );
  if (selected.length === 0) return null;
  const flags = `${selected.length} flag${selected.length === 1 ? '' : 's'}`;
  const listed = (
    <p>
      {names.map((n, i) => (
        <span key={n}>
          {i > 0 && ', '}
          <strong>{n}</strong>
        </span>
      ))}{' '}
      (project {project})
    </p>
  );
  return (
    <div className="toolbar bulk-actions" role="region" aria-label="Selected flags">
      <span>
        {selected.length} selected{project ? ` in ${project}` : ''}
      </span>
      {!project ? (
        <span className="field__error">Select flags of one project to act on them together.</span>
      ) : (
        <>
          <label className="field field--inline">
            <span>Environment</span>
            <select value={env} onChange={(e) => setEnvironment(e.target.value)}>
              {(environments.data ?? []).map((e) => (
                <option key={e.name} value={e.name}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
          {([true, false] as const).map((on) => (
            <ConfirmButton
              key={String(on)}
              small
              danger={!on}
              label={on ? 'Turn on' : 'Turn off'}
              title={`Turn ${flags} ${on ? 'on' : 'off'} in ${env}?`}
              confirmLabel={guarded ? 'Add to change request' : on ? 'Turn on' : 'Turn off'}
              onConfirm={() => toggle.mutateAsync(on)}
              pending={toggle.isPending}
              error={toggle.error}
            >
              {listed}
              {guarded && (
                <div className="notice" role="note">
                  <strong>Changes in {env} need approval</strong>
                  One change per flag is added to your draft change request, not applied; it applies after {guarded.requiredApprovals}{' '}
                  approval{guarded.requiredApprovals === 1 ? '' : 's'}.
                </div>
              )}
            </ConfirmButton>
          ))}
          <ConfirmButton
            small
            danger={false}
            label="Mark stale"
            title={`Mark ${flags} stale?`}
            confirmLabel="Mark stale"
            onConfirm={() => stale.mutateAsync(undefined)}
            pending={stale.isPending}
            error={stale.error}
          >
            {listed}
          </ConfirmButton>
        </>
      )}
      <button type="button" className="button button--ghost button--small" onClick={onDone}>
        Clear selection
      </button>
    </div>
  );
}
