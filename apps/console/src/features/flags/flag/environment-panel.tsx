import { useState } from 'react';
import { ChangeRequestNotice } from '../../../components/change-request-notice';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorMessage } from '../../../components/error-message';
import { formatDateTime, relativeTime } from '../../../components/format';
import { useLimits } from '../../../config/ui-config';
import { EnvironmentSwitch } from '../environment-switch';
import type { FlagEnvironment, Strategy, StrategyInput } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { deleteStrategy, setStrategyOrder, updateStrategy, type FlagRef } from '../../../api/flag-api';
import { EnvironmentVariants } from './environment-variants';
import { StrategyDialog } from './strategy-dialog';
import { StrategySummary } from './strategy-summary';

function inputOf(strategy: Strategy, change: Partial<StrategyInput> = {}): StrategyInput {
  const { id: _id, ...rest } = strategy;
  return { ...rest, ...change };
}

/** One environment of a flag: on/off, its strategies in evaluation order, its variants. */
export function EnvironmentPanel({ flagRef, environment }: { flagRef: FlagRef; environment: FlagEnvironment }) {
  const [editing, setEditing] = useState<Strategy | 'new' | null>(null);
  const limits = useLimits();
  const strategies = [...(environment.strategies ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const reorder = useFlagMutation((ids: string[]) => setStrategyOrder(flagRef, environment.name, ids));
  const toggle = useFlagMutation((s: Strategy) => updateStrategy(flagRef, environment.name, s.id, inputOf(s, { disabled: !s.disabled })));
  const remove = useFlagMutation((s: Strategy) => deleteStrategy(flagRef, environment.name, s.id));
  const move = (index: number, by: number) => {
    const ids = strategies.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    reorder.mutate(ids);
  };
  const atLimit = strategies.length >= limits.featureEnvironmentStrategies;
  return (
    <div className="env-panel">
      <div className="env-panel__head">
        <EnvironmentSwitch project={flagRef.project} flag={flagRef.name} environment={environment.name} enabled={environment.enabled} />
        <span className="env-panel__state">
          <strong>{environment.name}</strong> ({environment.type}) is {environment.enabled ? 'on' : 'off'}
          {environment.enabled && strategies.length === 0 && ' — with no strategy, nobody gets the flag'}
          <span className="muted" title={environment.lastSeenAt ? formatDateTime(environment.lastSeenAt) : undefined}>
            {' · '}
            {environment.lastSeenAt ? `SDKs last evaluated it ${relativeTime(environment.lastSeenAt)}` : 'not evaluated by any SDK yet'}
          </span>
        </span>
        <button
          type="button"
          className="button button--primary"
          disabled={atLimit}
          onClick={() => setEditing('new')}
          title={atLimit ? `At most ${limits.featureEnvironmentStrategies} strategies per environment` : undefined}
        >
          Add strategy
        </button>
      </div>
      <ChangeRequestNotice project={flagRef.project} environment={environment.name} flag={flagRef.name} />
      {[reorder, toggle, remove].map((m, i) => (m.isError ? <ErrorMessage key={i} error={m.error} /> : null))}
      {strategies.length === 0 ? (
        <p className="muted">No strategies in {environment.name}.</p>
      ) : (
        <ol className="strategies">
          {strategies.map((s, index) => (
            <li key={s.id} className={`strategy${s.disabled ? ' strategy--disabled' : ''}`}>
              <StrategySummary strategy={s} />
              <div className="actions actions--start">
                <button type="button" className="button button--small" onClick={() => setEditing(s)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${s.title || s.name} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={index === strategies.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${s.title || s.name} down`}
                >
                  ↓
                </button>
                <button type="button" className="button button--small" disabled={toggle.isPending} onClick={() => toggle.mutate(s)}>
                  {s.disabled ? 'Enable' : 'Disable'}
                </button>
                <ConfirmButton
                  small
                  label="Delete"
                  title={`Delete the strategy ${s.title || s.name}?`}
                  confirmLabel="Delete strategy"
                  onConfirm={() => remove.mutateAsync(s)}
                  pending={remove.isPending}
                  error={remove.error}
                >
                  <p>
                    The strategy leaves <strong>{environment.name}</strong>; SDKs no longer evaluate it.
                  </p>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ol>
      )}
      <EnvironmentVariants flagRef={flagRef} environment={environment} />
      {editing && (
        <StrategyDialog
          flagRef={flagRef}
          environment={environment.name}
          strategy={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
