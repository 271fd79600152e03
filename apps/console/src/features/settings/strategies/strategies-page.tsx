import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorMessage } from '../../../components/error-message';
import { Section } from '../section';
import { strategyDefinitionsQuery, type StrategyDefinition } from '../../../api/settings-api';
import { deleteStrategy, deprecateStrategy, reactivateStrategy, STRATEGIES_KEY } from './strategies-api';
import { StrategyForm } from './strategy-form';

/** The strategy types flags can use: the built-in ones and the instance's own definitions. */
export function StrategiesPage() {
  const can = useCan();
  return (
    <Section
      title="Strategies"
      newLabel="New strategy"
      canCreate={can('post', '/api/admin/strategies')}
      query={useQuery(strategyDefinitionsQuery)}
      empty="No strategies defined"
      intro={
        <p className="muted">
          Built-in strategies cannot be changed. A deprecated strategy stays on the flags that use it but cannot be added to new ones.
        </p>
      }
      dialogTitle={(s) => (s ? `Edit strategy ${s.name}` : 'New strategy')}
      form={(s, done) => <StrategyForm strategy={s} onDone={done} />}
      list={(items, actions) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Parameters</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((s) => (
                <tr key={s.name}>
                  <th scope="row">
                    <strong>{s.title || s.displayName || s.name}</strong> {s.editable === false && <span className="badge">built in</span>}{' '}
                    {s.deprecated && <span className="badge badge--warning">deprecated</span>}
                    {(s.title || s.displayName) && <div className="muted">{s.name}</div>}
                  </th>
                  <td>{s.description || <span className="muted">—</span>}</td>
                  <td>
                    {(s.parameters ?? []).length === 0 ? (
                      <span className="muted">none</span>
                    ) : (
                      (s.parameters ?? []).map((p) => `${p.name} (${p.type}${p.required ? ', required' : ''})`).join(', ')
                    )}
                  </td>
                  <td>
                    <StrategyActions strategy={s} onEdit={() => actions.edit(s)} onSaved={actions.saved} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}

function StrategyActions({
  strategy,
  onEdit,
  onSaved,
}: {
  strategy: StrategyDefinition;
  onEdit: () => void;
  onSaved: (notice: Notice) => void;
}) {
  const can = useCan();
  const { name } = strategy;
  const toggle = useWrite(strategy.deprecated ? reactivateStrategy : deprecateStrategy, [STRATEGIES_KEY], (r) =>
    onSaved(notice(`Strategy ${name} ${strategy.deprecated ? 'reactivated' : 'deprecated'}.`, r)),
  );
  const remove = useWrite(deleteStrategy, [STRATEGIES_KEY], (r) => onSaved(notice(`Strategy ${name} deleted.`, r)));
  if (strategy.editable === false) return null;
  return (
    <div className="stack stack--tight">
      <div className="actions">
        {can('put', '/api/admin/strategies/{name}') && (
          <button type="button" className="button button--small" aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </button>
        )}
        {can('post', '/api/admin/strategies/{name}/deprecate') && (
          <button
            type="button"
            className="button button--small"
            aria-label={`${strategy.deprecated ? 'Reactivate' : 'Deprecate'} ${name}`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(name)}
          >
            {strategy.deprecated ? 'Reactivate' : 'Deprecate'}
          </button>
        )}
        {can('delete', '/api/admin/strategies/{name}') && (
          <ConfirmButton
            label="Delete"
            small
            title={`Delete strategy ${name}?`}
            confirmLabel={`Delete ${name}`}
            onConfirm={() => remove.mutateAsync(name)}
            pending={remove.isPending}
            error={remove.error}
          >
            <p>
              The strategy type <strong>{name}</strong> will no longer be offered. Flags that use it keep their strategies.
            </p>
          </ConfirmButton>
        )}
      </div>
      {toggle.isError && <ErrorMessage error={toggle.error} />}
    </div>
  );
}
