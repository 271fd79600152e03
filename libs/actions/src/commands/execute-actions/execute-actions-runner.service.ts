import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assertNever, type ActionName } from '@pennant/events';
import { FeatureUsageFacts, ToggleEnvironmentCommand } from '@pennant/features';
import { AccessCollaborators, type Principal } from '@pennant/platform';
import { type ActionOutcome, actionSetState, type ActionSetState, parseTag } from '../../domain/action-execution';
import type { ActionResponse, ActionSetResponse } from '../../queries/get-action-sets/get-action-sets.response';

export interface ActionSetExecution {
  state: ActionSetState;
  /** The set as it ran, each action with its `state` and `details`. */
  actionSet: ActionSetResponse & { actions: (ActionResponse & ActionOutcome)[] };
}

/**
 * Runs the actions of one action set, in `sortOrder`, through the ordinary feature commands on
 * the CommandBus (the same rules, events and read-your-writes as an HTTP call), as the set's
 * service account, which must hold the permission each action needs where it acts
 * (UPDATE_FEATURE_ENVIRONMENT in the project and environment, as Unleash requires). The first
 * failure stops the rest ("not started"). Never throws: failures are part of the returned outcome.
 */
@Injectable()
export class ActionSetRunner {
  constructor(
    private readonly commands: CommandBus,
    private readonly flags: FeatureUsageFacts,
    private readonly access: AccessCollaborators,
  ) {}

  async run(set: ActionSetResponse): Promise<ActionSetExecution> {
    const account = (await this.access.users?.userPrincipal(set.actorId)) ?? null;
    const actions: (ActionResponse & ActionOutcome)[] = [];
    let failed = false;
    for (const action of set.actions) {
      if (failed) {
        actions.push({ ...action, state: 'not started' });
        continue;
      }
      try {
        if (account === null) throw new Error(`The service account ${set.actorId} of this action set no longer exists.`);
        const details = await this.runOne(action.action, action.executionParams, account);
        actions.push({ ...action, state: 'success', details });
      } catch (error) {
        failed = true;
        actions.push({ ...action, state: 'failed', details: error instanceof Error ? error.message : String(error) });
      }
    }
    return { state: actionSetState(actions), actionSet: { ...set, actions } };
  }

  private async runOne(action: ActionName, params: Record<string, string>, account: Principal): Promise<string> {
    const { project, environment } = params;
    this.access.require(account, 'UPDATE_FEATURE_ENVIRONMENT', { project, environment });
    const actor = account.actor;
    switch (action) {
      case 'TOGGLE_FEATURE_ON':
      case 'TOGGLE_FEATURE_OFF': {
        const enabled = action === 'TOGGLE_FEATURE_ON';
        await this.commands.execute(new ToggleEnvironmentCommand(actor, project, params.featureName, environment, enabled));
        return `Flag "${params.featureName}" ${enabled ? 'enabled' : 'disabled'} in "${environment}".`;
      }
      case 'TOGGLE_FEATURES_ON_BY_TAG':
      case 'TOGGLE_FEATURES_OFF_BY_TAG': {
        const enabled = action === 'TOGGLE_FEATURES_ON_BY_TAG';
        const names = await this.flags.activeFlagsTagged(project, parseTag(params.tag));
        for (const name of names) await this.commands.execute(new ToggleEnvironmentCommand(actor, project, name, environment, enabled));
        return names.length === 0
          ? `No active flag of project "${project}" has the tag "${params.tag}".`
          : `${enabled ? 'Enabled' : 'Disabled'} in "${environment}": ${names.join(', ')}.`;
      }
      default:
        return assertNever(action);
    }
  }
}
