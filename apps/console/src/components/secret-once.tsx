import { CopyButton } from './copy-button';

/**
 * A secret the API returns only in its create answer: shown here once, with a way to copy it.
 * It lives only in this component's props; leaving the screen forgets it for good.
 */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  return (
    <div className="secret" role="region" aria-label={label}>
      <p>
        <strong>{label}</strong> — copy it now: it is shown this once and never again.
      </p>
      <p className="secret__value">
        <code>{secret}</code>
      </p>
      <div className="actions actions--start">
        <CopyButton text={secret} label="Copy secret" />
        <button type="button" className="button button--small" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}
