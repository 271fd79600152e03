import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRecorded } from '../../../api/client';
import { useWrite } from '../../../api/use-write';
import { useCan } from '../../../lib/can';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { uiConfigQuery } from '../../../config/ui-config';
import { checkBody, Problems, TextAreaField } from '../fields';
import { WriteNotice } from '../../../components/write-notice';
import { notice, type Notice } from '../recorded';
import { SettingsFrame } from '../settings-frame';
import { OpenFeatureConnect } from './openfeature-connect';

type FrontendSettingsBody = { frontendSettings: { frontendApiOrigins: string[] } };

const saveOrigins = (body: FrontendSettingsBody) => apiRecorded('post', '/api/admin/ui-config', { body });

/** One origin a line, blank lines dropped. */
export const originsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The origins browsers may call the frontend API (`/api/frontend`) from (CORS). */
export function FrontendPage() {
  const config = useQuery(uiConfigQuery);
  const stored = (config.data as { frontendApiOrigins?: string[] } | undefined)?.frontendApiOrigins;
  // Above the form, which starts afresh from what the API stored after each save.
  const [saved, setSaved] = useState<Notice | null>(null);
  return (
    <SettingsFrame>
      <section className="stack card" aria-labelledby="frontend-title">
        <h2 id="frontend-title">Frontend API: allowed origins (CORS)</h2>
        <p className="muted">Browsers may call the frontend API only from these origins. “*” allows every origin.</p>
        <WriteNotice recorded={saved} onDismiss={() => setSaved(null)} />
        {config.isPending ? (
          <Loading label="Loading the frontend settings" />
        ) : config.isError ? (
          <ErrorMessage error={config.error} />
        ) : (
          <OriginsForm key={(stored ?? []).join('\n')} stored={stored ?? ['*']} onSaved={setSaved} />
        )}
      </section>
      <OpenFeatureConnect />
    </SettingsFrame>
  );
}

function OriginsForm({ stored, onSaved }: { stored: string[]; onSaved: (notice: Notice) => void }) {
  const can = useCan();
  const [text, setText] = useState(stored.join('\n'));
  const [problems, setProblems] = useState<{ fields: Record<string, string>; rest: string[] }>({ fields: {}, rest: [] });
  const save = useWrite(saveOrigins, [['ui-config']], (r, body) =>
    onSaved(notice(`Allowed origins saved: ${body.frontendSettings.frontendApiOrigins.join(', ') || 'none'}.`, r)),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { frontendSettings: { frontendApiOrigins: originsOf(text) } };
    const check = checkBody('post', '/api/admin/ui-config', body, ['frontendSettings']);
    setProblems(check);
    if (check.ok) save.mutate(body);
  };
  const fieldError = Object.values(problems.fields)[0];
  const editable = can('post', '/api/admin/ui-config');
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextAreaField
        label="Allowed origins"
        rows={5}
        readOnly={!editable}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError}
        hint="One a line, e.g. https://app.example.com"
      />
      <Problems problems={problems.rest} />
      {save.isError && <ErrorMessage error={save.error} />}
      {editable && (
        <div className="actions actions--start">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save origins
          </button>
        </div>
      )}
    </form>
  );
}
