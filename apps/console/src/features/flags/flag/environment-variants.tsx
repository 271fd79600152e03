import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { ErrorMessage } from '../../../components/error-message';
import type { EnvironmentVariant, FlagEnvironment } from '../../../lib/flag-model';
import { useFlagMutation } from '../flags-api';
import { setEnvironmentVariants, type FlagRef } from '../../../api/flag-api';
import { distributeWeights, payloadOf, variantsProblem, type VariantDraft } from '../../../components/strategy/variants';
import { VariantsEditor } from '../../../components/strategy/variants-editor';

function draftsOf(variants: readonly EnvironmentVariant[]): VariantDraft[] {
  return variants.map((v) => ({
    name: v.name,
    weightType: v.weightType ?? 'variable',
    weight: v.weight,
    stickiness: v.stickiness ?? 'default',
    payloadType: v.payload?.type ?? '',
    payloadValue: v.payload?.value ?? '',
    overrides: (v.overrides ?? []).map((o) => ({ contextName: o.contextName, valuesText: o.values.join('\n') })),
  }));
}

export function environmentVariantsOf(drafts: readonly VariantDraft[]): EnvironmentVariant[] {
  return distributeWeights(drafts.map((d) => ({ ...d, weight: Number(d.weight) || 0 }))).map((d) => ({
    name: d.name.trim(),
    weight: d.weight,
    weightType: d.weightType,
    stickiness: d.stickiness || 'default',
    ...(payloadOf(d) ? { payload: payloadOf(d) } : {}),
    overrides: d.overrides
      .map((o) => ({
        contextName: o.contextName.trim(),
        values: o.valuesText
          .split('\n')
          .map((v) => v.trim())
          .filter(Boolean),
      }))
      .filter((o) => o.contextName && o.values.length),
  }));
}

/** The environment's variants (what SDKs return when the flag is on) and their editor. */
export function EnvironmentVariants({ flagRef, environment }: { flagRef: FlagRef; environment: FlagEnvironment }) {
  const [open, setOpen] = useState(false);
  const variants = environment.variants ?? [];
  return (
    <section className="env-variants" aria-label={`Variants in ${environment.name}`}>
      <h3>Variants</h3>
      {variants.length === 0 ? (
        <p className="muted">No variants in {environment.name}.</p>
      ) : (
        <ul className="list">
          {variants.map((v) => (
            <li key={v.name}>
              <strong>{v.name}</strong> {(v.weight / 10).toFixed(1)}% ({v.weightType ?? 'variable'}, {v.stickiness ?? 'default'})
              {v.payload && (
                <code className="payload">
                  {v.payload.type}: {v.payload.value}
                </code>
              )}
              {(v.overrides ?? []).length > 0 && (
                <span className="muted">
                  {' '}
                  · overrides: {(v.overrides ?? []).map((o) => `${o.contextName} = ${o.values.join(', ')}`).join('; ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Edit variants
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Variants in ${environment.name}`} wide>
        {open && <VariantsForm flagRef={flagRef} environment={environment} onDone={() => setOpen(false)} />}
      </Dialog>
    </section>
  );
}

function VariantsForm({ flagRef, environment, onDone }: { flagRef: FlagRef; environment: FlagEnvironment; onDone: () => void }) {
  const form = useForm<{ variants: VariantDraft[] }>({ defaultValues: { variants: draftsOf(environment.variants ?? []) } });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFlagMutation((variants: EnvironmentVariant[]) => setEnvironmentVariants(flagRef, environment.name, variants));
  const submit = form.handleSubmit(({ variants }) => {
    const found = variantsProblem(variants.map((v) => ({ ...v, weight: Number(v.weight) || 0 })));
    setProblem(found);
    if (!found) save.mutate(environmentVariantsOf(variants), { onSuccess: onDone });
  });
  return (
    <FormProvider {...form}>
      <form className="stack" onSubmit={submit} noValidate>
        <VariantsEditor name="variants" flagName={flagRef.name} withOverrides />
        {problem && (
          <p className="alert alert--error" role="alert">
            {problem}
          </p>
        )}
        {save.isError && <ErrorMessage error={save.error} />}
        <div className="actions">
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save variants
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
