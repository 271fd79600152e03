import type { Decider } from '@pennant/core';
import type { DomainEvent } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';

export type ConfigEvent = DomainEvent<'change-request-configuration-updated'>;

export interface ChangeRequestConfig {
  enabled: boolean;
  requiredApprovals: number;
}

export interface Configure {
  project: string;
  environment: string;
  enabled: boolean;
  requiredApprovals: number;
}

export const MAX_REQUIRED_APPROVALS = 10;

export const configStreamId = (project: string, environment: string): string => `change-request-config-${project}:${environment}`;

/** Per project and environment: are change requests required, and how many approvals. */
export const changeRequestConfigDecider: Decider<Configure, ChangeRequestConfig, ConfigEvent> = {
  initialState: { enabled: false, requiredApprovals: 1 },
  evolve: (_state, event) => ({ ...event.data.data }),
  decide(command, state) {
    if (
      !Number.isInteger(command.requiredApprovals) ||
      command.requiredApprovals < 1 ||
      command.requiredApprovals > MAX_REQUIRED_APPROVALS
    ) {
      throw new BadDataError(`requiredApprovals must be an integer from 1 to ${MAX_REQUIRED_APPROVALS}.`, [
        { path: 'body.requiredApprovals', message: `must be from 1 to ${MAX_REQUIRED_APPROVALS}` },
      ]);
    }
    if (command.enabled === state.enabled && command.requiredApprovals === state.requiredApprovals) return [];
    return [
      {
        type: 'change-request-configuration-updated',
        data: {
          project: command.project,
          environment: command.environment,
          data: { enabled: command.enabled, requiredApprovals: command.requiredApprovals },
          preData: state,
        },
      },
    ];
  },
};
