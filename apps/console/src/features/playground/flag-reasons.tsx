import type { Constraint } from '../../components/constraints';
import { ConstraintText } from '../../components/constraint-text';
import type { PlaygroundFlag, PlaygroundStrategy } from './playground-api';

/** ✓ or ✗ with its word, so the mark is not only a glyph or a colour. */
function Mark({ ok }: { ok: boolean }) {
  return (
    <span className={ok ? 'mark mark--ok' : 'mark mark--no'}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="visually-hidden">{ok ? 'passed' : 'failed'}</span>
    </span>
  );
}

function ConstraintList({ constraints }: { constraints: readonly (Constraint & { result: boolean })[] }) {
  return (
    <ul className="reasons">
      {constraints.map((c, i) => (
        <li key={i}>
          <Mark ok={c.result} /> <ConstraintText constraint={c} />
        </li>
      ))}
    </ul>
  );
}

function verdict(strategy: PlaygroundStrategy): { text: string; className: string } {
  if (strategy.result.enabled === 'unknown') return { text: 'Unknown', className: 'badge badge--warning' };
  if (strategy.result.enabled) return { text: 'Matched', className: 'badge badge--ok' };
  return { text: 'Not matched', className: 'badge' };
}

function StrategyReasons({ strategy }: { strategy: PlaygroundStrategy }) {
  const v = verdict(strategy);
  const parameters = Object.entries(strategy.parameters).filter(([, value]) => value !== '');
  return (
    <li className={strategy.disabled ? 'strategy strategy--disabled' : 'strategy'}>
      <p className="strategy__title">
        <strong>{strategy.title || strategy.name}</strong>
        {strategy.title && <span className="muted"> ({strategy.name})</span>}
        <span className={v.className}>{v.text}</span>
        {strategy.disabled && <span className="badge">disabled — does not count</span>}
      </p>
      {strategy.name === 'flexibleRollout' && strategy.parameters.rollout !== undefined ? (
        <p>
          Rollout <strong>{strategy.parameters.rollout}%</strong> by {strategy.parameters.stickiness || 'default'} stickiness
        </p>
      ) : (
        parameters.length > 0 && (
          <p>
            {parameters.map(([k, value]) => (
              <span key={k} className="param">
                {k}: {value}
              </span>
            ))}
          </p>
        )
      )}
      {strategy.result.evaluationStatus === 'incomplete' && (
        <p className="muted">
          Pennant cannot evaluate the “{strategy.name}” strategy: it is a custom strategy that only your SDKs implement.
          {strategy.result.enabled === 'unknown'
            ? ' Its constraints pass, so the answer depends on your SDK’s implementation.'
            : ' Its constraints fail, so it is off whatever the implementation.'}
        </p>
      )}
      {strategy.constraints.length > 0 && <ConstraintList constraints={strategy.constraints} />}
      {strategy.segments.map((s) => (
        <div key={s.id} className="reasons__segment">
          <p>
            <Mark ok={s.result} /> Segment <strong>{s.name}</strong>
          </p>
          {s.constraints.length > 0 ? <ConstraintList constraints={s.constraints} /> : <p className="muted">No constraints.</p>}
        </div>
      ))}
      {strategy.constraints.length === 0 && strategy.segments.length === 0 && <p className="muted">No constraints.</p>}
    </li>
  );
}

/** Why a flag answers what it answers: the environment, the parent, then each strategy in order. */
export function FlagReasons({ flag, environment }: { flag: PlaygroundFlag; environment: string }) {
  return (
    <div className="reasons__flag">
      {!flag.isEnabledInCurrentEnvironment && (
        <p className="alert alert--info">
          The flag is off in {environment}: it is off for everyone there. The strategies below show what would happen if it were on.
        </p>
      )}
      {flag.hasUnsatisfiedDependency && (
        <p className="alert alert--info">
          A parent flag is not satisfied for this context, so this flag is off whatever its strategies say.
        </p>
      )}
      {flag.strategies.data.length === 0 ? (
        <p className="muted">No strategies in {environment}.</p>
      ) : (
        <ol className="strategies">
          {flag.strategies.data.map((s) => (
            <StrategyReasons key={s.id} strategy={s} />
          ))}
        </ol>
      )}
    </div>
  );
}
