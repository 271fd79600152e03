import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
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
                        <DeleteItem
                          noun="Tag type"
                          name={t.name}
                          remove={deleteTagType}
                          keys={[TAG_TYPES_KEY, ['tags']]}
                          onDeleted={actions.saved}
                        >
                          <p>
                            Flags can no longer be tagged with <strong>{t.name}</strong>.
                          </p>
                        </DeleteItem>
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
