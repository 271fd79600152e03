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
import { DataTable, EditButton, OrNone, RowActions } from '../../../components/data-table';

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
        <DataTable
          items={items}
          rowKey={(s) => s.name}
          columns={[
            {
              header: 'Name',
              cell: (s) => (
                <>
                  <strong>{s.title || s.displayName || s.name}</strong> {s.editable === false && <span className="badge">built in</span>}{' '}
                  {s.deprecated && <span className="badge badge--warning">deprecated</span>}
                  {(s.title || s.displayName) && <div className="muted">{s.name}</div>}
                </>
              ),
            },
            { header: 'Description', cell: (s) => <OrNone value={s.description} /> },
            {
              header: 'Parameters',
              cell: (s) =>
                (s.parameters ?? []).length === 0 ? (
                  <span className="muted">none</span>
                ) : (
                  (s.parameters ?? []).map((p) => `${p.name} (${p.type}${p.required ? ', required' : ''})`).join(', ')
                ),
            },
          ]}
          actions={(s) => <StrategyActions strategy={s} onEdit={() => actions.edit(s)} onSaved={actions.saved} />}
        />
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
      <RowActions>
        {can('put', '/api/admin/strategies/{name}') && <EditButton label={`Edit ${name}`} onClick={onEdit} />}
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
      </RowActions>
      {toggle.isError && <ErrorMessage error={toggle.error} />}
    </div>
  );
}
