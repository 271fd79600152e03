import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { contextFieldsQuery, type StrategyDefinition } from '../../api/settings-api';
import type { StrategyForm } from './strategy-form';

/** Stickiness choices: the built-in ones and every context field marked for stickiness. */
export function useStickinessOptions(): string[] {
  const fields = useQuery(contextFieldsQuery);
  return [
    'default',
    'userId',
    'sessionId',
    'random',
    ...(fields.data ?? []).filter((f) => f.stickiness && !['userId', 'sessionId'].includes(f.name)).map((f) => f.name),
  ];
}

/** The chosen strategy's parameters: rollout percentage for a gradual rollout, else its definition's. */
export function StrategyParameters({ definitions }: { definitions: readonly StrategyDefinition[] }) {
  const { register, watch } = useFormContext<StrategyForm>();
  const stickiness = useStickinessOptions();
  const name = watch('name');
  const rollout = watch('parameters.rollout');
  if (name === 'flexibleRollout') {
    return (
      <fieldset className="fieldset">
        <legend>Rollout</legend>
        <div className="rollout">
          <label className="field field--grow">
            <span>Rollout percentage: {rollout ?? 0}%</span>
            <input type="range" min={0} max={100} step={1} {...register('parameters.rollout')} />
          </label>
          <label className="field">
            <span>Stickiness</span>
            <select {...register('parameters.stickiness')}>
              {stickiness.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Group id</span>
            <input {...register('parameters.groupId')} />
          </label>
        </div>
      </fieldset>
    );
  }
  const definition = definitions.find((d) => d.name === name);
  const parameters = definition?.parameters ?? [];
  if (parameters.length === 0) return null;
  return (
    <fieldset className="fieldset">
      <legend>Parameters</legend>
      {parameters.map((p) => (
        <label key={p.name} className="field">
          <span>
            {p.name}
            {p.required ? ' (required)' : ''}
          </span>
          {p.type === 'boolean' ? (
            <select {...register(`parameters.${p.name}`, { required: p.required })}>
              <option value="">—</option>
              <option value="true">true</option>
              <option value="false">false</option>
            </select>
          ) : (
            <input
              {...register(`parameters.${p.name}`, { required: p.required })}
              inputMode={p.type === 'number' || p.type === 'percentage' ? 'numeric' : undefined}
              placeholder={p.type === 'list' ? 'comma-separated values' : undefined}
            />
          )}
          {p.description && <span className="hint">{p.description}</span>}
        </label>
      ))}
    </fieldset>
  );
}
