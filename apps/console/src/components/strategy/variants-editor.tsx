import { useFieldArray, useFormContext } from 'react-hook-form';
import { useStickinessOptions } from './strategy-parameters';
import { distributeWeights, emptyVariant, type VariantDraft } from './variants';

interface WithVariants {
  variants: VariantDraft[];
}

/** Variants with their share: fixed weights in percent, variable ones share the rest. */
export function VariantsEditor({ flagName, withOverrides = false }: { name: 'variants'; flagName: string; withOverrides?: boolean }) {
  const { control, register, watch } = useFormContext<WithVariants>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const stickiness = useStickinessOptions();
  const variants = watch('variants') ?? [];
  const weights = distributeWeights(variants.map((v) => ({ ...v, weight: Number(v.weight) || 0 })));
  return (
    <fieldset className="fieldset">
      <legend>Variants</legend>
      {fields.length === 0 && <p className="muted">No variants.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="variant" role="group" aria-label={`Variant ${index + 1}`}>
          <label className="field">
            <span>Name</span>
            <input {...register(`variants.${index}.name`)} />
          </label>
          <label className="field">
            <span>Weight type</span>
            <select {...register(`variants.${index}.weightType`)}>
              <option value="variable">variable</option>
              <option value="fix">fixed</option>
            </select>
          </label>
          {variants[index]?.weightType === 'fix' ? (
            <label className="field">
              <span>Fixed weight (of 1000)</span>
              <input type="number" min={0} max={1000} {...register(`variants.${index}.weight`, { valueAsNumber: true })} />
            </label>
          ) : (
            <p className="variant__share">{((weights[index]?.weight ?? 0) / 10).toFixed(1)}%</p>
          )}
          <label className="field">
            <span>Stickiness</span>
            <select {...register(`variants.${index}.stickiness`)}>
              {stickiness.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Payload type</span>
            <select {...register(`variants.${index}.payloadType`)}>
              <option value="">none</option>
              <option value="string">string</option>
              <option value="json">json</option>
              <option value="csv">csv</option>
              <option value="number">number</option>
            </select>
          </label>
          {variants[index]?.payloadType && (
            <label className="field field--grow">
              <span>Payload</span>
              <textarea rows={2} {...register(`variants.${index}.payloadValue`)} />
            </label>
          )}
          {withOverrides && <OverridesEditor index={index} />}
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => remove(index)}
            aria-label={`Remove variant ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--small"
        onClick={() => append(emptyVariant(`${flagName}-${fields.length + 1}`, stickiness[0]))}
      >
        Add variant
      </button>
    </fieldset>
  );
}

function OverridesEditor({ index }: { index: number }) {
  const { control, register } = useFormContext<WithVariants>();
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${index}.overrides` });
  return (
    <div className="overrides field--grow">
      {fields.map((field, i) => (
        <div key={field.id} className="override">
          <label className="field">
            <span>Override: context field</span>
            <input {...register(`variants.${index}.overrides.${i}.contextName`)} />
          </label>
          <label className="field field--grow">
            <span>Values (one per line)</span>
            <textarea rows={2} {...register(`variants.${index}.overrides.${i}.valuesText`)} />
          </label>
          <button type="button" className="button button--small" onClick={() => remove(i)} aria-label={`Remove override ${i + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => append({ contextName: 'userId', valuesText: '' })}
      >
        Add override
      </button>
    </div>
  );
}
