import { Switch } from '../../components/switch';
import { ErrorMessage } from '../../components/error-message';
import { setEnvironmentEnabled, useFlagMutation } from './flags-api';

/** Turns a flag on or off in one environment; shows the wanted state while the service confirms. */
export function EnvironmentSwitch({
  project,
  flag,
  environment,
  enabled,
}: {
  project: string;
  flag: string;
  environment: string;
  enabled: boolean;
}) {
  const mutation = useFlagMutation((next: boolean) => setEnvironmentEnabled(project, flag, environment, next));
  const shown = mutation.isPending ? (mutation.variables ?? enabled) : enabled;
  return (
    <span className="env-switch">
      <Switch
        checked={shown}
        label={`${flag} in ${environment}`}
        disabled={mutation.isPending}
        onChange={(next) => mutation.mutate(next)}
      />
      {mutation.isError && <ErrorMessage error={mutation.error} />}
    </span>
  );
}
