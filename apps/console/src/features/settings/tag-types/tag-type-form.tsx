import { useForm } from 'react-hook-form';
import type { Notice } from '../recorded';
import { checkBody, InputField, TextAreaField } from '../fields';
import { SectionFormActions, useSectionForm } from '../section-form';
import type { TagType } from '../../../api/settings-api';
import { createTagType, TAG_TYPES_KEY, tagTypeBody, updateTagType } from './tag-types-api';

const SHOWN = ['name', 'description', 'icon'];

/** Creates a tag type, or edits one's description and icon (its name stays). */
export function TagTypeForm({ tagType, onDone }: { tagType?: TagType; onDone: (notice: Notice | null) => void }) {
  const editing = tagType !== undefined;
  const form = useForm({
    defaultValues: { name: tagType?.name ?? '', description: tagType?.description ?? '', icon: tagType?.icon ?? '' },
  });
  const section = useSectionForm({
    write: editing ? updateTagType : createTagType,
    keys: [TAG_TYPES_KEY],
    check: (body: ReturnType<typeof tagTypeBody>) => {
      const { name, ...changes } = body;
      return editing
        ? checkBody('put', '/api/admin/tag-types/{name}', changes, SHOWN)
        : checkBody('post', '/api/admin/tag-types', { name, ...changes }, SHOWN);
    },
    saved: (body) => `Tag type ${body.name} ${editing ? 'updated' : 'created'}.`,
    onDone,
  });
  const submit = form.handleSubmit((values) => section.save(tagTypeBody(values)));
  const error = section.error;
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
      <SectionFormActions form={section} submitLabel={editing ? 'Save tag type' : 'Create tag type'} />
    </form>
  );
}
