import { Inject, Injectable } from '@nestjs/common';
import { PENNANT_CONFIG } from '@pennant/core';
import { AccessCollaborators, type PennantConfig, type Principal } from '@pennant/platform';
import {
  ActAsRefusedError,
  ProjectNotFoundError,
  UnknownServiceAccountError,
  UnknownSignalEndpointError,
} from '../domain/action-set.errors';
import type { ActionSetLimits } from '../domain/action-sets.decider';
import { holdsRightsOf, UserFacts } from '@pennant/access';
import { ActionFacts } from './action.facts';
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
    private readonly actionSets: ActionFacts,
    private readonly access: AccessCollaborators,
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

  /**
   * The set will act as `actorId` on the caller's word: the caller must hold every right the
   * account holds (ADR 0056), so that nobody can make toggles appear in the log under a more
   * privileged identity than their own. 400 for an unknown account, 403 NoAccessError otherwise.
   */
  async assertMayActAs(caller: Principal, actorId: number): Promise<void> {
    await this.assertServiceAccount(actorId);
    const account = (await this.access.users?.userPrincipal(actorId)) ?? null;
    if (account === null || !holdsRightsOf(caller, account)) throw new ActAsRefusedError(actorId);
  }

  /**
   * The same rule for a change that leaves the set's account as it is: whoever edits, re-points or
   * switches on a set makes it act, so must hold its account's rights too (an account deleted
   * since acts as nobody: the set's runs fail, so there is nothing to hold).
   */
  async assertMayKeepActingAs(caller: Principal, project: string, id: number): Promise<void> {
    const actorId = await this.actionSets.actorOf(project, id);
    if (actorId === null) return; // no such set: the decider answers 404
    const account = (await this.access.users?.userPrincipal(actorId)) ?? null;
    if (account !== null && !holdsRightsOf(caller, account)) throw new ActAsRefusedError(actorId);
  }

  limits(): ActionSetLimits {
    const { actionSetsPerProject, actionSetActions, actionSetFilters, actionSetFilterValues } = this.config.resourceLimits;
    return { actionSetsPerProject, actionSetActions, actionSetFilters, actionSetFilterValues };
  }
}
