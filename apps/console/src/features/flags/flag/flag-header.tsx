import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../components/format';
import { FavoriteButton } from '../favorite-button';
import type { Flag } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { deleteFlag, reviveFlag, updateFlag, type FlagRef } from '../../../api/flag-api';
import { CopyMoveActions } from './copy-move-actions';
import { LifecycleActions } from './lifecycle-actions';
import { MetadataDialog } from './metadata-dialog';

export function FlagHeader({ flag, flagRef }: { flag: Flag; flagRef: FlagRef }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const archive = useFlagMutation(() => updateFlag(flagRef, { archived: true }));
  const revive = useFlagMutation(() => reviveFlag(flagRef));
  const remove = useFlagMutation(
    () => deleteFlag(flagRef),
    () => navigate({ to: '/flags', search: {} }),
  );
  return (
    <header className="flag-header">
      <div className="flag-header__title">
        <FavoriteButton project={flagRef.project} name={flag.name} favorite={flag.favorite === true} />
        <h1>{flag.name}</h1>
        <span className="badge">{flag.type}</span>
        {flag.stale && <span className="badge badge--warning">stale</span>}
        {flag.archived && <span className="badge badge--danger">archived {formatDateTime(flag.archivedAt)}</span>}
        <span
          className={`stage stage--${flag.lifecycle?.stage ?? 'initial'}`}
          title={flag.lifecycle?.enteredStageAt ? `since ${formatDateTime(flag.lifecycle.enteredStageAt)}` : undefined}
        >
          {flag.lifecycle?.stage ?? 'initial'}
        </span>
      </div>
      <p className="flag-header__description">{flag.description || <span className="muted">No description.</span>}</p>
      <p className="muted">
        Created {formatDateTime(flag.createdAt)}
        {flag.createdBy?.name ? ` by ${flag.createdBy.name}` : ''} · impression data {flag.impressionData ? 'on' : 'off'}
      </p>
      <div className="actions actions--start">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit details
        </button>
        <LifecycleActions flag={flag} flagRef={flagRef} />
        <CopyMoveActions flag={flag} flagRef={flagRef} />
        {!flag.archived && (
          <ConfirmButton
            label="Archive"
            title={`Archive ${flag.name}?`}
            confirmLabel="Archive flag"
            onConfirm={() => archive.mutateAsync(undefined)}
            pending={archive.isPending}
            error={archive.error}
          >
            <p>
              SDKs stop receiving <strong>{flag.name}</strong>. It can be revived from the archive later.
            </p>
          </ConfirmButton>
        )}
        {flag.archived && (
          <>
            <ConfirmButton
              label="Revive"
              title={`Revive ${flag.name}?`}
              confirmLabel="Revive flag"
              danger={false}
              onConfirm={() => revive.mutateAsync(undefined)}
              pending={revive.isPending}
              error={revive.error}
            >
              <p>
                <strong>{flag.name}</strong> returns to the project, turned off in every environment.
              </p>
            </ConfirmButton>
            <ConfirmButton
              label="Delete"
              title={`Delete ${flag.name} for good?`}
              confirmLabel="Delete flag"
              onConfirm={() => remove.mutateAsync(undefined)}
              pending={remove.isPending}
              error={remove.error}
            >
              <p>
                <strong>{flag.name}</strong> is removed; its history stays in the event log.
              </p>
            </ConfirmButton>
          </>
        )}
      </div>
      <MetadataDialog open={editing} onClose={() => setEditing(false)} flag={flag} flagRef={flagRef} />
    </header>
  );
}
