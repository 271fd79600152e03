import { useState } from 'react';
import { announced } from '../../../api/announced';
import { apiRecorded } from '../../../api/client';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import type { Flag } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { flagPath, type FlagRef } from '../../../api/flag-api';

type Outcome = 'kept' | 'discarded';

/**
 * The flag's lifecycle end: marked completed (its feature kept or discarded, the variant kept if
 * any) so that it can be cleaned up, or reopened. Each write says what it recorded.
 */
export function LifecycleActions({ flag, flagRef }: { flag: Flag; flagRef: FlagRef }) {
  const [status, setStatus] = useState<Outcome>('kept');
  const [variant, setVariant] = useState('');
  const complete = useFlagMutation(() =>
    announced(
      `${flag.name} marked completed (${status})`,
      apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/lifecycle/complete', {
        path: flagPath(flagRef),
        body: { status, ...(variant.trim() ? { statusValue: variant.trim() } : {}) },
      }),
    ),
  );
  const reopen = useFlagMutation(() =>
    announced(
      `${flag.name} reopened`,
      apiRecorded('post', '/api/admin/projects/{projectId}/features/{featureName}/lifecycle/uncomplete', { path: flagPath(flagRef) }),
    ),
  );
  const can = useCan();
  if (
    flag.archived ||
    !can('post', '/api/admin/projects/{projectId}/features/{featureName}/lifecycle/complete', { project: flagRef.project })
  )
    return null;
  if (flag.lifecycle?.stage === 'completed') {
    return (
      <ConfirmButton
        label="Reopen"
        title={`Reopen ${flag.name}?`}
        confirmLabel="Reopen flag"
        danger={false}
        onConfirm={() => reopen.mutateAsync(undefined)}
        pending={reopen.isPending}
        error={reopen.error}
      >
        <p>
          <strong>{flag.name}</strong> is no longer marked completed ({flag.lifecycle.status ?? 'no outcome'}); it returns to its earlier
          stage.
        </p>
      </ConfirmButton>
    );
  }
  return (
    <ConfirmButton
      label="Mark completed"
      title={`Mark ${flag.name} completed?`}
      confirmLabel="Mark completed"
      danger={false}
      onConfirm={() => complete.mutateAsync(undefined)}
      pending={complete.isPending}
      error={complete.error}
    >
      <p>
        Completed means the rollout is over and <strong>{flag.name}</strong> can be cleaned up from the code. SDKs keep receiving it until
        it is archived.
      </p>
      <fieldset className="stack">
        <legend>What happened to the feature</legend>
        {(['kept', 'discarded'] as const).map((outcome) => (
          <label key={outcome} className="check">
            <input type="radio" name="outcome" value={outcome} checked={status === outcome} onChange={() => setStatus(outcome)} />{' '}
            {outcome === 'kept' ? 'Kept' : 'Discarded'}
          </label>
        ))}
      </fieldset>
      {status === 'kept' && (
        <label className="field">
          <span>Variant kept (optional)</span>
          <input value={variant} maxLength={100} onChange={(event) => setVariant(event.target.value)} />
        </label>
      )}
    </ConfirmButton>
  );
}
