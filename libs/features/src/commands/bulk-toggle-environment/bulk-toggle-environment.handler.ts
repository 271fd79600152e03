import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '@pennant/platform';
import { EnvironmentNotFoundError } from '../../domain/feature.errors';
import { FeatureBatchExecutor } from '../feature-batch-executor.service';
import { FeatureFacts } from '../../facts/feature.facts';
import { BulkToggleEnvironmentCommand } from './bulk-toggle-environment.command';
import type { WriteReceipt } from '@pennant/core';

/**
 * The single on/off decision for every flag, in one append (Unleash runs them in one
 * transaction): an unknown flag, a flag of another project or an archived one fails the whole
 * batch and nothing is written; flags already in the asked state record nothing.
 */
@CommandHandler(BulkToggleEnvironmentCommand)
export class BulkToggleEnvironmentHandler implements ICommandHandler<BulkToggleEnvironmentCommand> {
  constructor(
    private readonly batch: FeatureBatchExecutor,
    private readonly facts: FeatureFacts,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: BulkToggleEnvironmentCommand): Promise<WriteReceipt> {
    if (!(await this.facts.environmentInProject(command.project, command.environment)))
      throw new EnvironmentNotFoundError(command.environment, command.project);
    await this.facts.assertDirectEditAllowed(command.project, command.environment);
    const projectDefaultStrategy = await this.facts.projectDefaultStrategy(command.project, command.environment);
    return this.batch.execute(
      command.actor,
      command.names,
      (name) => ({
        kind: 'toggle-environment',
        name,
        project: command.project,
        environment: command.environment,
        enabled: command.enabled,
        defaultStrategyId: this.ids.uuid(),
        projectDefaultStrategy,
      }),
      { ignoreMissing: false },
    );
  }
}
