import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import { Section } from '../section';
import { tagTypesQuery } from '../../../api/settings-api';
import { TagTypeForm } from './tag-type-form';
import { deleteTagType, TAG_TYPES_KEY } from './tag-types-api';

/** The kinds of tags flags can carry (`simple` is built in). */
export function TagTypesPage() {
  const can = useCan();
  return (
    <Section
      title="Tag types"
      newLabel="New tag type"
      canCreate={can('post', '/api/admin/tag-types')}
      query={useQuery(tagTypesQuery)}
      empty="No tag types yet"
      dialogTitle={(t) => (t ? `Edit tag type ${t.name}` : 'New tag type')}
      form={(t, done) => <TagTypeForm tagType={t} onDone={done} />}
      list={(items, actions) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Icon</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((t) => (
                <tr key={t.name}>
                  <th scope="row">
                    <strong>{t.name}</strong> {t.name === 'simple' && <span className="badge">built in</span>}
                  </th>
                  <td>{t.description || <span className="muted">—</span>}</td>
                  <td>{t.icon || <span className="muted">—</span>}</td>
                  <td>
                    <div className="actions">
                      {can('put', '/api/admin/tag-types/{name}') && (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Edit ${t.name}`}
                          onClick={() => actions.edit(t)}
                        >
                          Edit
                        </button>
                      )}
                      {t.name !== 'simple' && can('delete', '/api/admin/tag-types/{name}') && (
                        <DeleteTagType name={t.name} onDeleted={actions.saved} />
                      )}
                    </div>
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

function DeleteTagType({ name, onDeleted }: { name: string; onDeleted: (notice: Notice) => void }) {
  const remove = useWrite(deleteTagType, [TAG_TYPES_KEY, ['tags']], (r) => onDeleted(notice(`Tag type ${name} deleted.`, r)));
  return (
    <ConfirmButton
      label="Delete"
      small
      title={`Delete tag type ${name}?`}
      confirmLabel={`Delete ${name}`}
      onConfirm={() => remove.mutateAsync(name)}
      pending={remove.isPending}
      error={remove.error}
    >
      <p>
        Flags can no longer be tagged with <strong>{name}</strong>.
      </p>
    </ConfirmButton>
  );
}
