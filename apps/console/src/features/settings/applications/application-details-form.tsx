import { useForm } from 'react-hook-form';
import { useWrite } from '../../../api/use-write';
import { ErrorMessage } from '../../../components/error-message';
import { TextAreaField, TextField } from '../../../components/field';
import { updateApplication, type ApplicationDetails, type ApplicationEdit } from './applications-api';

type Values = Record<keyof ApplicationEdit, string>;

/** The API's rules (updateApplicationSchema), checked before sending; its messages are shown too. */
const URL_PATTERN = /^https?:\/\/\S+$/;
const COLOR_PATTERN = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,40})$/;

/** Description, URL, colour and icon of an application: empty clears a field. */
export function ApplicationDetailsForm({ app, readOnly, onSaved }: { app: ApplicationDetails; readOnly: boolean; onSaved: () => void }) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: { description: app.description ?? '', url: app.url ?? '', color: app.color ?? '', icon: app.icon ?? '' },
  });
  const save = useWrite(
    (body: ApplicationEdit) => updateApplication(app.appName, body),
    [['applications']],
    (_r, body) => {
      reset({ description: body.description ?? '', url: body.url ?? '', color: body.color ?? '', icon: body.icon ?? '' });
      onSaved();
    },
  );
  const submit = handleSubmit((v) =>
    save.mutate({
      description: v.description.trim() || null,
      url: v.url.trim() || null,
      color: v.color.trim() || null,
      icon: v.icon.trim() || null,
    }),
  );
  const errors = formState.errors;
  return (
    <section className="card" aria-labelledby="app-details-title">
      <h2 id="app-details-title">Details</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <fieldset disabled={readOnly} className="unframed stack">
          <TextAreaField
            label="Description"
            error={errors.description?.message}
            {...register('description', { maxLength: { value: 1000, message: 'At most 1000 characters.' } })}
          />
          <TextField
            label="URL"
            type="url"
            hint="Where the application runs or is documented (http:// or https://)."
            error={errors.url?.message}
            {...register('url', {
              maxLength: { value: 1000, message: 'At most 1000 characters.' },
              validate: (v) => v.trim() === '' || URL_PATTERN.test(v.trim()) || 'Enter an http:// or https:// URL.',
            })}
          />
          <TextField
            label="Colour"
            hint="A #hex colour or a colour name."
            error={errors.color?.message}
            {...register('color', {
              validate: (v) => v.trim() === '' || COLOR_PATTERN.test(v.trim()) || 'Enter a #hex colour (e.g. #1f6feb) or a colour name.',
            })}
          />
          <TextField
            label="Icon"
            error={errors.icon?.message}
            {...register('icon', { maxLength: { value: 100, message: 'At most 100 characters.' } })}
          />
        </fieldset>
        {save.error ? <ErrorMessage error={save.error} title="Not saved" /> : null}
        {!readOnly && (
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={save.isPending || !formState.isDirty}>
              Save details
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
