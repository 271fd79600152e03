import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { Section } from '../section';
import { AddonForm } from './addon-form';
import { ADDONS_KEY, addonsQuery, deleteAddon, type Addon } from './addons-api';
import { DataTable, EditButton, OrNone, RowActions } from '../../../components/data-table';

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
        <DataTable
          items={items}
          rowKey={(a) => a.id}
          columns={[
            {
              header: 'Addon',
              cell: (a) => (
                <>
                  <strong>{name(a)}</strong> <span className="muted">#{a.id}</span>
                </>
              ),
            },
            { header: 'Description', cell: (a) => <OrNone value={a.description} /> },
            {
              header: 'Events',
              cell: (a) =>
                a.events.length <= 3 ? a.events.join(', ') : `${a.events.slice(0, 3).join(', ')} and ${a.events.length - 3} more`,
            },
            { header: 'State', cell: (a) => (a.enabled ? 'enabled' : <span className="badge">disabled</span>) },
          ]}
          actions={(a) => <AddonActions addon={a} label={name(a)} onEdit={() => actions.edit(a)} onDeleted={actions.saved} />}
        />
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
    <RowActions>
      {can('put', '/api/admin/addons/{id}') && <EditButton label={`Edit addon ${addon.id}`} onClick={onEdit} />}
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
    </RowActions>
  );
}
