import { useState } from 'react';
import { bodyProblems } from '../../api/check-body';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { configureRequests, REQUESTS_KEY } from '../../api/change-requests-api';
import type { EnvironmentConfig } from '../../lib/change-request-model';
import { ErrorMessage } from '../../components/error-message';
import type { Project } from '../../api/projects-api';

/** Whether changes in one environment need approval, and how many approvals (1–10, as the API checks). */
export function ApprovalSettings({ project, config, editable }: { project: Project; config: EnvironmentConfig; editable: boolean }) {
  const [enabled, setEnabled] = useState(config.changeRequestEnabled);
  const [approvals, setApprovals] = useState(String(config.requiredApprovals));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useRecordedWrite(
    (body: { changeRequestsEnabled: boolean; requiredApprovals: number }) => configureRequests(project.id, config.environment, body),
    {
      what: (b) =>
        b.changeRequestsEnabled
          ? `Changes in ${config.environment} now need ${b.requiredApprovals} approval${b.requiredApprovals === 1 ? '' : 's'}`
          : `Changes in ${config.environment} no longer need approval`,
      invalidates: [REQUESTS_KEY],
    },
  );
  const dirty = enabled !== config.changeRequestEnabled || Number(approvals) !== config.requiredApprovals;
  const id = `approvals-${config.environment}`;
  if (!editable)
    return (
      <span>
        {config.changeRequestEnabled
          ? `required, ${config.requiredApprovals} approval${config.requiredApprovals === 1 ? '' : 's'}`
          : 'not required'}
      </span>
    );
  return (
    <form
      className="env-row__config"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const body = { changeRequestsEnabled: enabled, requiredApprovals: Number(approvals) };
        const problems = bodyProblems('put', '/api/admin/projects/{projectId}/environments/{environment}/change-requests/config', body);
        setProblem(problems[0]?.message ?? null);
        if (problems.length === 0) save.mutate(body);
        else save.reset();
      }}
      aria-label={`Change requests in ${config.environment}`}
    >
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Require approval
      </label>
      <label className="field field--inline">
        <span>Approvals</span>
        <input
          id={id}
          type="number"
          min={1}
          max={10}
          value={approvals}
          onChange={(e) => setApprovals(e.target.value)}
          disabled={!enabled}
          className="input--narrow"
          aria-invalid={problem !== null}
        />
      </label>
      <button type="submit" className="button button--small" disabled={!dirty || save.isPending}>
        Save
      </button>
      {problem && (
        <span className="field__error" role="alert">
          {problem}
        </span>
      )}
      {save.isError && <ErrorMessage error={save.error} />}
    </form>
  );
}
