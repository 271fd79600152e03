import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { ConstraintEditor } from '../constraint-editor';
import { useLimits } from '../../config/ui-config';
import { segmentsQuery } from '../../api/segments-api';
import { contextFieldsQuery, type StrategyDefinition } from '../../api/settings-api';
import type { StrategyForm } from './strategy-form';
import { StrategyParameters } from './strategy-parameters';
import { VariantsEditor } from './variants-editor';

/**
 * The fields of a strategy inside a `FormProvider<StrategyForm>`: type, title, parameters,
 * segments, constraints, variants and (optionally) "disabled". A flag's strategy dialog and a
 * project environment's default-strategy dialog both use it; each owns its own submit.
 */
export function StrategyFields({
  definitions,
  nameLocked,
  variantPrefix,
  withDisabled = true,
}: {
  /** The strategy types offered (a default strategy offers flexibleRollout only). */
  definitions: readonly StrategyDefinition[];
  nameLocked: boolean;
  /** New variants are named `<prefix>-<n>`. */
  variantPrefix: string;
  withDisabled?: boolean;
}) {
  const form = useFormContext<StrategyForm>();
  const segments = useQuery(segmentsQuery);
  const contextFields = useQuery(contextFieldsQuery);
  const limits = useLimits();
  const chosenSegments = form.watch('segments');
  return (
    <>
      <div className="grid-2">
        <label className="field">
          <span>Strategy</span>
          <select {...form.register('name')} disabled={nameLocked}>
            {definitions.map((d) => (
              <option key={d.name} value={d.name}>
                {d.displayName || d.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Title (optional)</span>
          <input {...form.register('title')} />
        </label>
      </div>
      <StrategyParameters definitions={definitions} />
      <fieldset className="fieldset">
        <legend>Segments</legend>
        {(segments.data ?? []).length === 0 && <p className="muted">No segments defined.</p>}
        <div className="filter__options">
          {(segments.data ?? []).map((s) => (
            <label key={s.id} className="check">
              <input
                type="checkbox"
                value={String(s.id)}
                {...form.register('segments')}
                disabled={!chosenSegments.includes(String(s.id)) && chosenSegments.length >= limits.strategySegments}
              />
              {s.name}
            </label>
          ))}
        </div>
        <p className="hint">At most {limits.strategySegments} segments per strategy.</p>
      </fieldset>
      <ConstraintEditor
        fieldNames={(contextFields.data ?? []).map((f) => f.name)}
        maxConstraints={limits.constraints}
        maxValues={limits.constraintValues}
      />
      <VariantsEditor name="variants" flagName={variantPrefix} />
      {withDisabled && (
        <label className="check">
          <input type="checkbox" {...form.register('disabled')} />
          Disabled (kept, but not evaluated)
        </label>
      )}
    </>
  );
}
