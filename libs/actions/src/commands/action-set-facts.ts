import { Inject, Injectable } from '@nestjs/common';
import { PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { ProjectNotFoundError, UnknownServiceAccountError, UnknownSignalEndpointError } from '../domain/action-set.errors';
import type { ActionSetLimits } from '../domain/action-sets.decider';
import { UserFacts } from '@pennant/access';
import { ProjectFacts } from '@pennant/projects';
import { SignalFacts } from '@pennant/signals';

/**
 * Facts from other aggregates that action-set commands need, read from caught-up read models
 * (a rule that spans aggregates is checked before the append, not inside one stream). Accepted races: a project or signal endpoint deleted between this read and the
 * append (the set then simply never runs: endpoint ids are never reused).
 */
@Injectable()
export class ActionSetFacts {
  constructor(
    private readonly users: UserFacts,
    private readonly projects: ProjectFacts,
    private readonly signals: SignalFacts,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async assertProject(project: string): Promise<void> {
    if (!(await this.projects.isActive(project))) throw new ProjectNotFoundError(project);
  }

  async assertSignalEndpoint(sourceId: number): Promise<void> {
    if (!(await this.signals.endpointExists(sourceId))) throw new UnknownSignalEndpointError(sourceId);
  }

  /**
   * Actions run as a service account, which must exist (ADR 0029: it needs the permissions, and the
   * log names it). The access lib's UserFacts knows.
   */
  async assertServiceAccount(actorId: number): Promise<void> {
    if (!(await this.users.isServiceAccount(actorId))) throw new UnknownServiceAccountError(actorId);
  }

  limits(): ActionSetLimits {
    const { actionSetsPerProject, actionSetActions, actionSetFilters, actionSetFilterValues } = this.config.resourceLimits;
    return { actionSetsPerProject, actionSetActions, actionSetFilters, actionSetFilterValues };
  }
}
