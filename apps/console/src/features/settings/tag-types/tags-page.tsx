import { useQuery } from '@tanstack/react-query';
import { useWrite } from '../../../api/use-write';
import { useCan } from '../../../lib/can';
import { ConfirmButton } from '../../../components/confirm-button';
import type { Tag } from '../../../lib/flag-model';
import { FLAGS_KEY } from '../../../api/flag-api';
import { notice, type Notice } from '../recorded';
import { Section } from '../section';
import { tagsQuery } from '../../../api/settings-api';
import { deleteTag } from './tags-api';
import { DataTable } from '../../../components/data-table';

/** The tags flags carry (`type:value`); an admin deletes one from every flag at once. */
export function TagsPage() {
  const can = useCan();
  const canDelete = can('delete', '/api/admin/tags/{type}/{value}');
  return (
    <Section
      title="Tags"
      newLabel=""
      canCreate={false}
      query={useQuery(tagsQuery)}
      empty="No tags yet: flags are tagged on their page"
      intro={<p className="muted">Tags are added on a flag&apos;s page. Deleting one here removes it from every flag.</p>}
      dialogTitle={() => ''}
      form={() => null}
      list={(tags, actions) => (
        <DataTable
          items={tags}
          rowKey={(t) => `${t.type}:${t.value}`}
          columns={[
            { header: 'Tag', cell: (t) => <span className="badge">{`${t.type}:${t.value}`}</span> },
            { header: 'Type', cell: (t) => t.type },
          ]}
          actions={(t) => canDelete && <DeleteTag tag={t} onDeleted={actions.saved} />}
        />
      )}
    />
  );
}

function DeleteTag({ tag, onDeleted }: { tag: Tag; onDeleted: (notice: Notice) => void }) {
  const name = `${tag.type}:${tag.value}`;
  const remove = useWrite(deleteTag, [['tags'], FLAGS_KEY], (r) => onDeleted(notice(`Tag ${name} deleted from every flag.`, r)));
  return (
    <ConfirmButton
      label="Delete"
      small
      title={`Delete tag ${name}?`}
      confirmLabel={`Delete ${name}`}
      onConfirm={() => remove.mutateAsync(tag)}
      pending={remove.isPending}
      error={remove.error}
    >
      <p>
        <strong>{name}</strong> is removed from every flag that carries it.
      </p>
    </ConfirmButton>
  );
}
