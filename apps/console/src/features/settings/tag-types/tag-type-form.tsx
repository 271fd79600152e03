import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { ErrorMessage } from '../../../components/error-message';
import { checkBody, InputField, Problems, TextAreaField } from '../fields';
import type { TagType } from '../../../api/settings-api';
import { createTagType, TAG_TYPES_KEY, tagTypeBody, updateTagType } from './tag-types-api';

const SHOWN = ['name', 'description', 'icon'];

/** Creates a tag type, or edits one's description and icon (its name stays). */
export function TagTypeForm({ tagType, onDone }: { tagType?: TagType; onDone: (notice: Notice | null) => void }) {
  const editing = tagType !== undefined;
  const form = useForm({
    defaultValues: { name: tagType?.name ?? '', description: tagType?.description ?? '', icon: tagType?.icon ?? '' },
  });
  const [problems, setProblems] = useState<{ fields: Record<string, string>; rest: string[] }>({ fields: {}, rest: [] });
  const write = useWrite(editing ? updateTagType : createTagType, [TAG_TYPES_KEY]);
  const submit = form.handleSubmit((values) => {
    const body = tagTypeBody(values);
    const { name, ...changes } = body;
    const check = editing
      ? checkBody('put', '/api/admin/tag-types/{name}', changes, SHOWN)
      : checkBody('post', '/api/admin/tag-types', body, SHOWN);
    setProblems(check);
    if (check.ok) write.mutate(body, { onSuccess: (r) => onDone(notice(`Tag type ${name} ${editing ? 'updated' : 'created'}.`, r)) });
  });
  const error = (name: string) => problems.fields[name];
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <InputField
        label="Name"
        autoFocus={!editing}
        readOnly={editing}
        error={error('name')}
        hint={editing ? 'A tag type keeps its name.' : "2 to 50 letters, digits or -_.!~*'()"}
        {...form.register('name')}
      />
      <TextAreaField label="Description" error={error('description')} {...form.register('description')} />
      <InputField label="Icon" error={error('icon')} hint="Optional: an icon name shown with the tags" {...form.register('icon')} />
      <Problems problems={problems.rest} />
      {write.isError && <ErrorMessage error={write.error} />}
      <div className="actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={write.isPending}>
          {editing ? 'Save tag type' : 'Create tag type'}
        </button>
      </div>
    </form>
  );
}
