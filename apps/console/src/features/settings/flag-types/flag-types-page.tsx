import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { FlagTypeForm } from './flag-type-form';
import { flagTypesQuery } from './flag-types-api';

/** The built-in flag types and how long a flag of each is expected to live (editable by admins). */
export function FlagTypesPage() {
  const can = useCan();
  const canEdit = can('put', '/api/admin/feature-types/{id}/lifetime');
  return (
    <Section
      title="Flag types"
      newLabel=""
      canCreate={false}
      query={useQuery(flagTypesQuery)}
      empty="No flag types"
      intro={<p className="muted">A flag older than its type's expected lifetime is reported as potentially stale.</p>}
      dialogTitle={(t) => `Expected lifetime of ${t?.name ?? ''}`}
      form={(t, done) => t && <FlagTypeForm flagType={t} onDone={done} />}
      list={(items, actions) => (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Expected lifetime</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((t) => (
                <tr key={t.id}>
                  <th scope="row">
                    <strong>{t.name}</strong>
                    <div className="muted">{t.description}</div>
                  </th>
                  <td>{t.lifetimeDays === null ? <span className="muted">never stale</span> : `${t.lifetimeDays} days`}</td>
                  <td>
                    {canEdit && (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Edit lifetime of ${t.name}`}
                        onClick={() => actions.edit(t)}
                      >
                        Edit
                      </button>
                    )}
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
