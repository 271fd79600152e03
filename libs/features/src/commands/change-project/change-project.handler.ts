import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { ProjectFacts } from '@pennant/projects';
import { AccessCollaborators, InvalidOperationError, NoAccessError, NotFoundError } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { FeatureFacts } from '../../facts/feature.facts';
import { ChangeProjectCommand } from './change-project.command';

/**
 * Cross-aggregate rules (Unleash's changeProject), read from caught-up read models: the target
 * project exists and is not archived (404), has no change requests enabled in any environment
 * (403 NoAccessError), and no flag depends on the moved one (403; its own parents are checked by
 * the decider). The route checked UPDATE_FEATURE in the flag's project; moving it into another
 * project also needs CREATE_FEATURE there, as creating it there would (ADR 0029). Remaining race:
 * those facts changing between this read and the append.
 */
@CommandHandler(ChangeProjectCommand)
export class ChangeProjectHandler implements ICommandHandler<ChangeProjectCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
    private readonly projects: ProjectFacts,
    private readonly access: AccessCollaborators,
  ) {}

  async execute(command: ChangeProjectCommand): Promise<WriteReceipt> {
    this.access.require(command.principal, 'CREATE_FEATURE', { project: command.newProject, environment: null });
    if (!(await this.projects.isActive(command.newProject)))
      throw new NotFoundError(`Could not find a project with id "${command.newProject}".`);
    if (await this.facts.changeRequestsEnabledIn(command.newProject))
      throw new NoAccessError(`Changing project not allowed: project "${command.newProject}" has change requests enabled.`);
    if ((await this.facts.childrenOf(command.name)).length > 0)
      throw new InvalidOperationError(`Changing project not allowed: other flags depend on "${command.name}".`);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.principal.actor,
      command: { kind: 'change-project', name: command.name, project: command.project, newProject: command.newProject },
    });
    return result.receipt;
  }
}
