import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { ErrorMessage } from '../../../components/error-message';
import { useLimits } from '../../../config/ui-config';
import { strategyDefinitionsQuery } from '../../../api/settings-api';
import type { Strategy, StrategyInput } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { addStrategy, updateStrategy, type FlagRef } from '../../../api/flag-api';
import { StrategyFields } from '../../../components/strategy/strategy-fields';
import { FormProblems } from '../../../components/form-problems';
import { formOf, strategyFormProblems, strategyOf, type StrategyForm } from '../../../components/strategy/strategy-form';

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
  const offered = (definitions.data ?? [{ name: 'flexibleRollout', displayName: 'Gradual rollout' }]).filter(
    (d) => !('deprecated' in d && d.deprecated) || d.name === strategy?.name,
  );
  return (
    <Dialog open onClose={onClose} title={strategy ? `Edit strategy in ${environment}` : `Add a strategy to ${environment}`} wide>
      <FormProvider {...form}>
        <form className="stack" onSubmit={submit} noValidate>
          <StrategyFields definitions={offered} nameLocked={strategy !== null} variantPrefix={flagRef.name} />
          <FormProblems problems={problems} />
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
