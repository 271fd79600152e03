import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useWrite } from '../../../api/use-write';
import { notice, type Notice } from '../recorded';
import { ConfirmButton } from '../../../components/confirm-button';
import { ErrorMessage } from '../../../components/error-message';
import { environmentsQuery, projectsQuery } from '../../../api/projects-api';
import { checkBody, Problems, SelectField } from '../fields';
import { ImportPreview } from './import-preview';
import { applyImport, counted, parseExport, validateImport, type ExportData, type ImportBody } from './transfer-api';

/** Imports an export file into a project and environment: choose the file, preview the plan, apply. */
export function ImportForm({ onImported }: { onImported: (notice: Notice) => void }) {
  const projects = useQuery(projectsQuery);
  const environments = useQuery(environmentsQuery);
  const [file, setFile] = useState<{ name: string; data: ExportData } | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [project, setProject] = useState('default');
  const [environment, setEnvironment] = useState('development');
  const [problems, setProblems] = useState<string[]>([]);
  const preview = useWrite(validateImport, []);
  const apply = useWrite(applyImport, [['flags'], ['context-fields'], ['tag-types'], ['tags'], ['events']]);
  const body: ImportBody | null = file ? { project, environment, data: file.data } : null;
  const reset = () => {
    preview.reset();
    apply.reset();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(null);
    const parsed = parseExport(await chosen.text());
    setFileProblem('problem' in parsed ? parsed.problem : null);
    setFile('data' in parsed ? { name: chosen.name, data: parsed.data } : null);
  };
  const check = () => {
    if (!body) return;
    const checked = checkBody('post', '/api/admin/features-batch/validate', body, []);
    setProblems(checked.rest);
    if (checked.ok) preview.mutate(body);
  };
  const previewed = preview.data;
  return (
    <div className="stack" aria-labelledby="import-title" role="group">
      <h2 id="import-title">Import flags</h2>
      <div className="inline-form">
        <label className="field">
          <span>Export file</span>
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => void choose(e)}
            aria-describedby={fileProblem ? 'import-file-problem' : undefined}
          />
          {fileProblem && (
            <span id="import-file-problem" className="field__error">
              {fileProblem}
            </span>
          )}
        </label>
        <SelectField
          label="Into project"
          value={project}
          onChange={(e) => (reset(), setProject(e.target.value))}
          options={(projects.data ?? [{ id: 'default', name: 'Default' }]).map((p) => ({ value: p.id, label: p.name }))}
        />
        <SelectField
          label="Into environment"
          value={environment}
          onChange={(e) => (reset(), setEnvironment(e.target.value))}
          options={(environments.data ?? []).map((e) => ({ value: e.name, label: e.name }))}
        />
      </div>
      <Problems problems={problems} />
      <div className="actions actions--start">
        <button type="button" className="button" disabled={!body || preview.isPending} onClick={check}>
          Preview import
        </button>
      </div>
      {preview.isError && <ErrorMessage error={preview.error} />}
      {previewed && file && body && (
        <>
          <ImportPreview data={file.data} check={previewed} project={project} environment={environment} />
          {previewed.errors.length === 0 && !apply.isSuccess && (
            <div className="actions actions--start">
              <ConfirmButton
                label="Apply import"
                danger={false}
                title={`Import ${file.name} into ${project} / ${environment}?`}
                confirmLabel="Import"
                onConfirm={() =>
                  apply
                    .mutateAsync(body)
                    .then((r) =>
                      onImported(
                        notice(
                          `Imported ${counted(file.data.features.length, 'flag', 'flags')} from ${file.name} into project ${project}, environment ${environment}.`,
                          r,
                        ),
                      ),
                    )
                }
                pending={apply.isPending}
                error={apply.error}
              >
                <p>
                  {counted(file.data.features.length, 'flag is', 'flags are')} created or updated in project <strong>{project}</strong>;
                  their strategies in <strong>{environment}</strong> are replaced by the file&apos;s.
                </p>
              </ConfirmButton>
            </div>
          )}
        </>
      )}
    </div>
  );
}
