import { useState } from 'react';

/** Copies a text (a URL, a command, a secret) and says so; the text stays selectable as a fallback. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const done = navigator.clipboard?.writeText(text);
    if (!done) return setState('failed');
    done.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        {label}
      </button>
      <span role="status" className="hint">
        {state === 'copied' ? ' Copied.' : state === 'failed' ? ' Copying is not allowed here: select the text instead.' : ''}
      </span>
    </>
  );
}
