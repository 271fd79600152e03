import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { bodyProblems } from '../../api/check-body';
import { ConstraintEditor } from '../../components/constraint-editor';
import { ErrorMessage } from '../../components/error-message';
import { TextAreaField, TextField } from '../../components/field';
import { FormProblems, refused } from '../../components/form-problems';
import { useLimits } from '../../config/ui-config';
import { projectsQuery } from '../../api/projects-api';
import { contextFieldsQuery } from '../../api/settings-api';
import { segmentFormOf, segmentInputOf, segmentProblems, segmentValueCount, type SegmentForm } from './segment-form';
import type { Segment, SegmentInput } from '../../api/segments-api';

/**
 * A segment's name, description, project and constraints. Checked against the API's schema for
 * the body and ui-config's `segmentValues` before `onSave` sends it.
 */
export function SegmentEditor({
  segment,
  onSave,
  pending,
  error,
  submitLabel,
  readOnly = false,
}: {
  segment: Segment | null;
  onSave: (input: SegmentInput) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  readOnly?: boolean;
}) {
  const limits = useLimits();
  const projects = useQuery(projectsQuery);
  const contextFields = useQuery(contextFieldsQuery);
  const form = useForm<SegmentForm>({ defaultValues: segmentFormOf(segment) });
  const [problems, setProblems] = useState<string[]>([]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    const input = segmentInputOf(values);
    const schema = bodyProblems(segment ? 'put' : 'post', segment ? '/api/admin/segments/{id}' : '/api/admin/segments', input);
    if (!refused(form, schema, ['name', 'description', 'project'], setProblems, segmentProblems(values, limits.segmentValues)))
      onSave(input);
  });
  const count = segmentValueCount(form.watch());
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <fieldset className="stack unframed" disabled={readOnly}>
          <div className="grid-2">
            <TextField label="Name" autoFocus={!segment} error={errors.name?.message} {...form.register('name')} />
            <label className="field">
              <span>Project</span>
              <select {...form.register('project')}>
                <option value="">All projects (global)</option>
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
          <ConstraintEditor
            fieldNames={(contextFields.data ?? []).map((f) => f.name)}
            maxValues={limits.segmentValues}
            emptyText="No constraints yet: a segment without constraints matches everyone."
          />
          <p className="hint" aria-live="polite">
            {count} of at most {limits.segmentValues} values in this segment.
          </p>
          <FormProblems problems={problems} />
          {error ? <ErrorMessage error={error} /> : null}
          {!readOnly && (
            <div className="actions actions--start">
              <button type="submit" className="button button--primary" disabled={pending}>
                {submitLabel}
              </button>
            </div>
          )}
        </fieldset>
      </form>
    </FormProvider>
  );
}
