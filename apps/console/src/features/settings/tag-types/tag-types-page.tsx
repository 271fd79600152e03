import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../../lib/can';
import { Section } from '../section';
import { DeleteItem } from '../section-form';
import { tagTypesQuery } from '../../../api/settings-api';
import { TagTypeForm } from './tag-type-form';
import { deleteTagType, TAG_TYPES_KEY } from './tag-types-api';
import { DataTable, EditButton, OrNone, RowActions } from '../../../components/data-table';

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
        <DataTable
          items={items}
          rowKey={(t) => t.name}
          columns={[
            {
              header: 'Name',
              cell: (t) => (
                <>
                  <strong>{t.name}</strong> {t.name === 'simple' && <span className="badge">built in</span>}
                </>
              ),
            },
            { header: 'Description', cell: (t) => <OrNone value={t.description} /> },
            { header: 'Icon', cell: (t) => <OrNone value={t.icon} /> },
          ]}
          actions={(t) => (
            <RowActions>
              {can('put', '/api/admin/tag-types/{name}') && <EditButton label={`Edit ${t.name}`} onClick={() => actions.edit(t)} />}
              {t.name !== 'simple' && can('delete', '/api/admin/tag-types/{name}') && (
                <DeleteItem noun="Tag type" name={t.name} remove={deleteTagType} keys={[TAG_TYPES_KEY, ['tags']]} onDeleted={actions.saved}>
                  <p>
                    Flags can no longer be tagged with <strong>{t.name}</strong>.
                  </p>
                </DeleteItem>
              )}
            </RowActions>
          )}
        />
      )}
    />
  );
}
