import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { Dialog } from '../../components/dialog';
import { ErrorMessage } from '../../components/error-message';
import { useLimits } from '../../config/ui-config';
import type { StrategyInput } from '../../lib/flag-model';
import { StrategyFields } from '../../components/strategy/strategy-fields';
import { FormProblems } from '../../components/form-problems';
import { formOf, strategyFormProblems, strategyOf, type StrategyForm } from '../../components/strategy/strategy-form';
import { PROJECTS_KEY, setDefaultStrategy, type Project } from '../../api/projects-api';

const ROLLOUT_ONLY = [{ name: 'flexibleRollout', displayName: 'Gradual rollout' }];

/** "Rollout 25 %, stickiness userId, 1 constraint" — or the built-in one when none is set. */
export function defaultStrategyWords(strategy: StrategyInput | undefined): string {
  if (!strategy) return 'Built-in: 100 % for everyone';
  const p = strategy.parameters ?? {};
  const parts = [`Rollout ${p.rollout ?? '100'} %`, `stickiness ${p.stickiness || 'default'}`];
  const count = (n: number, one: string) => (n > 0 ? [`${n} ${one}${n === 1 ? '' : 's'}`] : []);
  parts.push(...count(strategy.constraints?.length ?? 0, 'constraint'));
  parts.push(...count(strategy.segments?.length ?? 0, 'segment'));
  parts.push(...count(strategy.variants?.length ?? 0, 'variant'));
  if (p.groupId) parts.push(`group ${p.groupId}`);
  return `${strategy.title ? `${strategy.title}: ` : ''}${parts.join(', ')}`;
}

/** An environment's default strategy in words, and (when the caller may) the button that edits it. */
export function DefaultStrategyCell({
  project,
  environment,
  strategy,
  editable,
}: {
  project: Project;
  environment: string;
  strategy: StrategyInput | undefined;
  editable: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <span className="default-strategy">
      <span>{defaultStrategyWords(strategy)}</span>
      {editable && (
        <button
          type="button"
          className="button button--small"
          onClick={() => setOpen(true)}
          aria-label={`Edit default strategy of ${environment}`}
        >
          Edit default strategy
        </button>
      )}
      {open && <DefaultStrategyDialog project={project} environment={environment} strategy={strategy} onClose={() => setOpen(false)} />}
    </span>
  );
}

/** The flag page's strategy form (gradual rollout only), saved as the environment's default. */
function DefaultStrategyDialog({
  project,
  environment,
  strategy,
  onClose,
}: {
  project: Project;
  environment: string;
  strategy: StrategyInput | undefined;
  onClose: () => void;
}) {
  const limits = useLimits();
  const form = useForm<StrategyForm>({ defaultValues: formOf(strategy ? { ...strategy, id: '' } : null, '') });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useRecordedWrite((input: StrategyInput) => setDefaultStrategy(project.id, environment, input), {
    what: () => `Default strategy of ${environment} in ${project.name} saved`,
    invalidates: [PROJECTS_KEY],
    then: onClose,
  });
  const submit = form.handleSubmit((values) => {
    const found = strategyFormProblems(values, limits);
    setProblems(found);
    if (found.length === 0) save.mutate({ ...strategyOf({ ...values, name: 'flexibleRollout' }), disabled: false });
  });
  return (
    <Dialog open onClose={onClose} title={`Default strategy of ${environment} in ${project.name}`} wide>
      <FormProvider {...form}>
        <form className="stack" onSubmit={submit} noValidate>
          <p className="hint">
            Turning a flag of this project on in <strong>{environment}</strong> when it has no enabled strategy adds a copy of this one.
            Leave the group id empty to use each flag&apos;s name.
          </p>
          <StrategyFields definitions={ROLLOUT_ONLY} nameLocked variantPrefix="variant" withDisabled={false} />
          <FormProblems problems={problems} />
          {save.isError && <ErrorMessage error={save.error} />}
          <div className="actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Save default strategy
            </button>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
