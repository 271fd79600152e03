import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { tagTypesQuery } from '../../../api/settings-api';
import type { Tag } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { addTag, flagTagsQuery, removeTag, type FlagRef } from '../../../api/flag-api';

export function TagsSection({ flagRef }: { flagRef: FlagRef }) {
  const tags = useQuery(flagTagsQuery(flagRef));
  const types = useQuery(tagTypesQuery);
  const add = useFlagMutation((tag: Tag) => addTag(flagRef, tag));
  const remove = useFlagMutation((tag: Tag) => removeTag(flagRef, tag));
  const { register, handleSubmit, reset, formState } = useForm<Tag>({ defaultValues: { type: 'simple', value: '' } });
  const submit = handleSubmit((tag) =>
    add.mutate({ type: tag.type, value: tag.value.trim() }, { onSuccess: () => reset({ type: tag.type, value: '' }) }),
  );
  return (
    <section className="card" aria-labelledby="tags-title">
      <h2 id="tags-title">Tags</h2>
      {tags.isPending && <Loading label="Loading tags" />}
      {tags.isError && <ErrorMessage error={tags.error} />}
      {tags.data && tags.data.length === 0 && <p className="muted">No tags.</p>}
      <ul className="tags">
        {(tags.data ?? []).map((tag) => (
          <li key={`${tag.type}:${tag.value}`} className="tag">
            {tag.type}: {tag.value}
            <button
              type="button"
              className="tag__remove"
              aria-label={`Remove tag ${tag.type}: ${tag.value}`}
              onClick={() => remove.mutate(tag)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>Tag type</span>
          <select {...register('type')}>
            {(types.data ?? [{ name: 'simple' }]).map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--grow">
          <span>Value</span>
          <input
            {...register('value', {
              required: 'Enter a value.',
              validate: (v) => (v.trim().length >= 2 && v.trim().length <= 50) || 'Tag values have 2 to 50 characters.',
            })}
            aria-invalid={!!formState.errors.value}
          />
          {formState.errors.value && <span className="field__error">{formState.errors.value.message}</span>}
        </label>
        <button type="submit" className="button" disabled={add.isPending}>
          Add tag
        </button>
      </form>
      {add.isError && <ErrorMessage error={add.error} />}
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
