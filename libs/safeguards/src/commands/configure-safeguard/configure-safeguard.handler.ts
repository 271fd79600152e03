import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor, type StreamReader, type WriteReceipt } from '@pennant/core';
import { FeatureFacts, EnvironmentNotFoundError } from '@pennant/features';
import { featureDecider, featureStreamId } from '@pennant/features/domain';
import {
  safeguardConfigDecider,
  safeguardStreamId,
  type FlagFacts,
  type SafeguardConfigCommand,
} from '../../domain/safeguard-config.decider';
import { ConfigureSafeguardCommand } from './configure-safeguard.command';

/** The flag as its own stream says, read in the same decision as the safeguard (no read-model lag). */
export async function flagFacts(reader: StreamReader, featureName: string): Promise<FlagFacts> {
  const { state } = await reader.load(featureStreamId(featureName), featureDecider);
  return { status: state.status, project: state.row?.project ?? null };
}

/**
 * Sets or removes a flag's safeguard in an environment (ADR 0065): the environment must belong to
 * the project (404) and allow direct edits — with change requests on there, it goes through a
 * change request like any other change of the flag's configuration (403 naming the rule).
 */
@CommandHandler(ConfigureSafeguardCommand)
export class ConfigureSafeguardHandler implements ICommandHandler<ConfigureSafeguardCommand> {
  private readonly facts: FeatureFacts;

  constructor(
    private readonly executor: CommandExecutor,
    dataSource: DataSource,
  ) {
    this.facts = new FeatureFacts(dataSource);
  }

  async execute(command: ConfigureSafeguardCommand): Promise<WriteReceipt> {
    const { project, featureName, environment, rule } = command;
    if (!(await this.facts.environmentInProject(project, environment))) throw new EnvironmentNotFoundError(environment, project);
    await this.facts.assertDirectEditAllowed(project, environment);
    const streamId = safeguardStreamId(featureName, environment);
    const outcome = await this.executor.executeMany(command.actor, async (reader) => {
      const flag = await flagFacts(reader, featureName);
      const target = { project, featureName, environment, flag };
      const decision: SafeguardConfigCommand = rule === null ? { kind: 'remove', ...target } : { kind: 'set', ...target, rule };
      const { state } = await reader.load(streamId, safeguardConfigDecider);
      const events = safeguardConfigDecider.decide(decision, state);
      return { appends: [{ streamId, events }], result: null };
    });
    return outcome.receipt;
  }
}
