import { useFieldArray, useForm } from 'react-hook-form';
import type { Notice } from '../recorded';
import { checkBody, InputField, SelectField, TextAreaField } from '../fields';
import { SectionFormActions, useSectionForm } from '../section-form';
import type { StrategyDefinition } from '../../../api/settings-api';
import { createStrategy, PARAMETER_TYPES, STRATEGIES_KEY, strategyBody, strategyFormValues, updateStrategy } from './strategies-api';

const SHOWN = ['name', 'title', 'description', 'parameters'];

/** Defines a strategy type (its name stays when editing): title, description, parameters. */
export function StrategyForm({ strategy, onDone }: { strategy?: StrategyDefinition; onDone: (notice: Notice | null) => void }) {
  const editing = strategy !== undefined;
  const form = useForm({ defaultValues: strategyFormValues(strategy) });
  const parameters = useFieldArray({ control: form.control, name: 'parameters' });
  const section = useSectionForm({
    write: editing ? updateStrategy : createStrategy,
    keys: [STRATEGIES_KEY],
    check: (body: ReturnType<typeof strategyBody>) =>
      editing ? checkBody('put', '/api/admin/strategies/{name}', body, SHOWN) : checkBody('post', '/api/admin/strategies', body, SHOWN),
    saved: (body) => `Strategy ${body.name} ${editing ? 'updated' : 'created'}.`,
    onDone,
  });
  const submit = form.handleSubmit((values) => section.save(strategyBody(values)));
  const error = section.error;
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <InputField
        label="Name"
        autoFocus={!editing}
        readOnly={editing}
        error={error('name')}
        hint={editing ? 'A strategy keeps its name.' : 'Letters, digits and - . _ ~'}
        {...form.register('name')}
      />
      <InputField label="Title" error={error('title')} {...form.register('title')} />
      <TextAreaField label="Description" error={error('description')} {...form.register('description')} />
      <fieldset className="fieldset">
        <legend>Parameters</legend>
        {parameters.fields.map((item, i) => (
          <div key={item.id} className="stack stack--tight card" role="group" aria-label={`Parameter ${i + 1}`}>
            <div className="inline-form">
              <InputField label="Parameter name" error={error(`parameters[${i}].name`)} {...form.register(`parameters.${i}.name`)} />
              <SelectField
                label="Type"
                options={PARAMETER_TYPES.map((t) => ({ value: t, label: t }))}
                {...form.register(`parameters.${i}.type`)}
              />
              <label className="check">
                <input type="checkbox" {...form.register(`parameters.${i}.required`)} />
                Required
              </label>
            </div>
            <InputField
              label="Parameter description"
              error={error(`parameters[${i}].description`)}
              {...form.register(`parameters.${i}.description`)}
            />
            <div className="actions actions--start">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Remove parameter ${i + 1}`}
                onClick={() => parameters.remove(i)}
              >
                Remove parameter
              </button>
            </div>
          </div>
        ))}
        {error('parameters') && <span className="field__error">{error('parameters')}</span>}
        <div className="actions actions--start">
          <button
            type="button"
            className="button button--small"
            onClick={() => parameters.append({ name: '', type: 'string', description: '', required: false })}
          >
            Add parameter
          </button>
        </div>
      </fieldset>
      <SectionFormActions form={section} submitLabel={editing ? 'Save strategy' : 'Create strategy'} />
    </form>
  );
}
