import { useQuery } from '@tanstack/react-query';
import { segmentsQuery } from '../../../api/segments-api';
import type { Strategy } from '../../../lib/flag-model';
import { ConstraintText } from '../../../components/constraint-text';

/** A strategy as a sentence a person can check: rollout, constraints, segments, variants. */
export function StrategySummary({ strategy }: { strategy: Strategy }) {
  const segments = useQuery(segmentsQuery);
  const parameters = Object.entries(strategy.parameters ?? {}).filter(([, v]) => v !== '');
  return (
    <div className="strategy__summary">
      <p className="strategy__title">
        <strong>{strategy.title || strategy.name}</strong>
        {strategy.title && <span className="muted"> ({strategy.name})</span>}
        {strategy.disabled && <span className="badge">disabled</span>}
      </p>
      {strategy.name === 'flexibleRollout' && strategy.parameters?.rollout !== undefined && (
        <p>
          Rollout <strong>{strategy.parameters.rollout}%</strong> by {strategy.parameters.stickiness || 'default'} stickiness
        </p>
      )}
      {strategy.name !== 'flexibleRollout' && parameters.length > 0 && (
        <p>
          {parameters.map(([k, v]) => (
            <span key={k} className="param">
              {k}: {v}
            </span>
          ))}
        </p>
      )}
      {(strategy.segments ?? []).length > 0 && (
        <p>Segments: {(strategy.segments ?? []).map((id) => segments.data?.find((s) => s.id === id)?.name ?? `#${id}`).join(', ')}</p>
      )}
      {(strategy.constraints ?? []).length > 0 && (
        <ul className="constraints">
          {(strategy.constraints ?? []).map((c, i) => (
            <li key={i}>
              <ConstraintText constraint={c} />
            </li>
          ))}
        </ul>
      )}
      {(strategy.variants ?? []).length > 0 && (
        <p>Variants: {(strategy.variants ?? []).map((v) => `${v.name} ${(v.weight / 10).toFixed(1)}%`).join(', ')}</p>
      )}
    </div>
  );
}
