import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '@pennant/core';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { EnvironmentNotFoundError } from '../../domain/feature.errors';
import { FeatureFacts } from '../../facts/feature.facts';
import { SetEnvironmentVariantsCommand, SetFeatureVariantsCommand, type SetVariantsResult } from './set-variants.command';

@CommandHandler(SetEnvironmentVariantsCommand)
export class SetEnvironmentVariantsHandler implements ICommandHandler<SetEnvironmentVariantsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly facts: FeatureFacts,
  ) {}

  /** Every environment must belong to the project (404 as for on/off) and allow direct edits. */
  async execute(command: SetEnvironmentVariantsCommand): Promise<SetVariantsResult> {
    for (const environment of command.environments) {
      if (!(await this.facts.environmentInProject(command.project, environment)))
        throw new EnvironmentNotFoundError(environment, command.project);
    }
    for (const environment of command.environments) await this.facts.assertDirectEditAllowed(command.project, environment);
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: {
        kind: 'set-environment-variants',
        name: command.name,
        project: command.project,
        environments: command.environments,
        change: command.change,
      },
    });
    const first = command.environments[0];
    return { receipt: result.receipt, variants: first === undefined ? [] : (result.state.environments[first]?.variants ?? []) };
  }
}

@CommandHandler(SetFeatureVariantsCommand)
export class SetFeatureVariantsHandler implements ICommandHandler<SetFeatureVariantsCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetFeatureVariantsCommand): Promise<SetVariantsResult> {
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.actor,
      command: { kind: 'set-feature-variants', name: command.name, project: command.project, change: command.change },
    });
    return { receipt: result.receipt, variants: result.state.variants ?? [] };
  }
}
