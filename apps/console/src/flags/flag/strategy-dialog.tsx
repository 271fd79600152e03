import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { useLimits } from '../../config/ui-config';
import { segmentsQuery } from '../../segments/segments-api';
import { contextFieldsQuery, strategyDefinitionsQuery } from '../../settings/settings-api';
import type { Strategy, StrategyInput } from '../flag-model';
import { useFlagMutation } from '../flags-api';
import { ConstraintEditor } from '../../components/constraint-editor';
import { addStrategy, updateStrategy, type FlagRef } from './flag-api';
import { formOf, strategyFormProblems, strategyOf, type StrategyForm } from './strategy-form';
import { StrategyParameters } from './strategy-parameters';
import { VariantsEditor } from './variants-editor';

/** Adds a strategy to an environment, or edits one: parameters, constraints, segments, variants. */
export function StrategyDialog({
  flagRef,
  environment,
  strategy,
  onClose,
}: {
  flagRef: FlagRef;
  environment: string;
  strategy: Strategy | null;
  onClose: () => void;
}) {
  const definitions = useQuery(strategyDefinitionsQuery);
  const segments = useQuery(segmentsQuery);
  const contextFields = useQuery(contextFieldsQuery);
  const limits = useLimits();
  const form = useForm<StrategyForm>({ defaultValues: formOf(strategy, flagRef.name) });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useFlagMutation((input: StrategyInput) =>
    strategy ? updateStrategy(flagRef, environment, strategy.id, input) : addStrategy(flagRef, environment, input),
  );
  const submit = form.handleSubmit((values) => {
    const found = strategyFormProblems(values, limits);
    setProblems(found);
    if (found.length === 0) save.mutate(strategyOf(values), { onSuccess: onClose });
  });
  const chosenSegments = form.watch('segments');
  return (
    <Dialog open onClose={onClose} title={strategy ? `Edit strategy in ${environment}` : `Add a strategy to ${environment}`} wide>
      <FormProvider {...form}>
        <form className="stack" onSubmit={submit} noValidate>
          <div className="grid-2">
            <label className="field">
              <span>Strategy</span>
              <select {...form.register('name')} disabled={strategy !== null}>
                {(definitions.data ?? [{ name: 'flexibleRollout', displayName: 'Gradual rollout' }])
                  .filter((d) => !('deprecated' in d && d.deprecated) || d.name === strategy?.name)
                  .map((d) => (
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
          <StrategyParameters definitions={definitions.data ?? []} />
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
          <VariantsEditor name="variants" flagName={flagRef.name} />
          <label className="check">
            <input type="checkbox" {...form.register('disabled')} />
            Disabled (kept, but not evaluated)
          </label>
          {problems.length > 0 && (
            <div className="alert alert--error" role="alert">
              <ul>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          {save.isError && <ErrorMessage error={save.error} />}
          <div className="actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Save strategy
            </button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
