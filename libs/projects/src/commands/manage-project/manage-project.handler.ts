import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, PENNANT_CONFIG, type WriteReceipt } from '@pennant/core';
import { BadDataError, ExceedsLimitError, type PennantConfig } from '@pennant/platform';
import { projectDecider, projectStreamIdOf, type ProjectCommand } from '../../domain/project.decider';
import { EnvironmentFacts } from '../../facts/environment.facts';
import { ProjectFacts } from '../../facts/project.facts';
import { ManageProjectCommand } from './manage-project.command';

@CommandHandler(ManageProjectCommand)
export class ManageProjectHandler implements ICommandHandler<ManageProjectCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly projects: ProjectFacts,
    private readonly environments: EnvironmentFacts,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
  ) {}

  async execute({ actor, projectId, operation }: ManageProjectCommand): Promise<WriteReceipt> {
    const command = await this.withFacts(projectId, operation);
    const { receipt } = await this.executor.execute({
      streamId: projectStreamIdOf(projectId),
      decider: projectDecider(projectId),
      actor,
      command,
    });
    return receipt;
  }

  /** Cross-aggregate facts come from caught-up read models (ADR 0003 names the remaining race). */
  private async withFacts(projectId: string, op: ManageProjectCommand['operation']): Promise<ProjectCommand> {
    switch (op.kind) {
      case 'create': {
        if ((await this.projects.activeCount()) >= this.config.resourceLimits.projects)
          throw new ExceedsLimitError(`Failed to create project: the limit of ${this.config.resourceLimits.projects} projects is reached.`);
        const known = await this.environments.enabledNames();
        const environments = op.environments ?? known;
        const unknown = environments.filter((e) => !known.includes(e));
        if (unknown.length > 0)
          throw new BadDataError(`Unknown or disabled environment(s): ${unknown.join(', ')}.`, [
            { path: 'body.environments', message: `unknown: ${unknown.join(', ')}` },
          ]);
        return { kind: 'create', data: op.data, environments: [...new Set(environments)] };
      }
      case 'archive':
      case 'delete':
        return { kind: op.kind, facts: await this.projects.flagCounts(projectId) };
      case 'add-environment': {
        if (!(await this.environments.exists(op.environment)))
          throw new BadDataError(`Environment "${op.environment}" does not exist.`, [
            { path: 'body.environment', message: 'unknown environment' },
          ]);
        return op;
      }
      default:
        return op;
    }
  }
}
