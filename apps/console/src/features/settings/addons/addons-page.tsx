import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { Section } from '../section';
import { AddonForm } from './addon-form';
import { ADDONS_KEY, addonsQuery, deleteAddon, type Addon } from './addons-api';

/** Integrations told about events (webhook, Slack, Teams, Datadog, New Relic); Pennant stores their configuration. */
export function AddonsPage() {
  const can = useCan();
  const providers = useQuery(addonsQuery).data?.providers ?? [];
  const addons = useQuery({ ...addonsQuery, select: (d) => d.addons });
  const name = (a: Addon) => providers.find((p) => p.name === a.provider)?.displayName ?? a.provider;
  return (
    <Section
      title="Addons"
      newLabel="New addon"
      canCreate={can('post', '/api/admin/addons') && providers.length > 0}
      query={addons}
      empty="No addons configured"
      dialogTitle={(a) => (a ? `Edit addon ${a.id} (${name(a)})` : 'New addon')}
      form={(a, done) => <AddonForm providers={providers} addon={a} onDone={done} />}
      list={(items, actions) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Addon</th>
                <th scope="col">Description</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    <strong>{name(a)}</strong> <span className="muted">#{a.id}</span>
                  </th>
                  <td>{a.description || <span className="muted">—</span>}</td>
                  <td>
                    {a.events.length <= 3 ? a.events.join(', ') : `${a.events.slice(0, 3).join(', ')} and ${a.events.length - 3} more`}
                  </td>
                  <td>{a.enabled ? 'enabled' : <span className="badge">disabled</span>}</td>
                  <td>
                    <AddonActions addon={a} label={name(a)} onEdit={() => actions.edit(a)} onDeleted={actions.saved} />
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

function AddonActions({
  addon,
  label,
  onEdit,
  onDeleted,
}: {
  addon: Addon;
  label: string;
  onEdit: () => void;
  onDeleted: (notice: Notice) => void;
}) {
  const can = useCan();
  const remove = useWrite(deleteAddon, [ADDONS_KEY], (r) => onDeleted(notice(`${label} addon ${addon.id} deleted.`, r)));
  return (
    <div className="actions">
      {can('put', '/api/admin/addons/{id}') && (
        <button type="button" className="button button--small" aria-label={`Edit addon ${addon.id}`} onClick={onEdit}>
          Edit
        </button>
      )}
      {can('delete', '/api/admin/addons/{id}') && (
        <ConfirmButton
          label="Delete"
          small
          title={`Delete ${label} addon ${addon.id}?`}
          confirmLabel={`Delete addon ${addon.id}`}
          onConfirm={() => remove.mutateAsync(addon.id)}
          pending={remove.isPending}
          error={remove.error}
        >
          <p>
            The <strong>{label}</strong> addon {addon.description ? `“${addon.description}” ` : ''}and its stored secrets are removed.
          </p>
        </ConfirmButton>
      )}
    </div>
  );
}
