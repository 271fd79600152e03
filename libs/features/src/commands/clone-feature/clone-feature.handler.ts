import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { AccessCollaborators, CLOCK, ID_GENERATOR, NoAccessError, type Clock, type IdGenerator } from '@pennant/platform';
import { featureDecider, featureStreamId } from '../../domain/feature.decider';
import { strategiesToCopy } from '../../domain/feature-clone.decide';
import { envState } from '../../domain/feature.state';
import { CloneFeatureCommand } from './clone-feature.command';
import { EnvironmentFacts } from '@pennant/projects';
import { FeatureFacts } from '../../facts/feature.facts';
import { createdRow } from '../created-row.response';
import type { CreatedRow } from '../created-row.response';

/**
 * Unleash's clone: refused (403) while the project has change requests enabled anywhere; the
 * route checked CREATE_FEATURE, and copying strategies or variants into an environment needs
 * CREATE_FEATURE_STRATEGY or UPDATE_FEATURE_ENVIRONMENT_VARIANTS there, as adding them would.
 * The source is folded from its stream; the decision (name free, source in the project) is the
 * decider's. Remaining race (accepted): an environment or the change-request setting changing
 * between this read and the append.
 */
@CommandHandler(CloneFeatureCommand)
export class CloneFeatureHandler implements ICommandHandler<CloneFeatureCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly access: AccessCollaborators,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(command: CloneFeatureCommand): Promise<{ receipt: WriteReceipt; created: CreatedRow | null }> {
    const facts = new FeatureFacts(this.dataSource);
    const environments = await new EnvironmentFacts(this.dataSource).ofProject(command.project);
    if (environments.length > 0 && (await facts.changeRequestsEnabledIn(command.project))) {
      throw new NoAccessError(`Cloning not allowed: project "${command.project}" has change requests enabled.`);
    }
    const source = (await this.executor.load(featureStreamId(command.source), featureDecider)).state;
    for (const environment of environments) {
      const env = envState(source, environment);
      if (env.strategies.length > 0)
        this.access.require(command.principal, 'CREATE_FEATURE_STRATEGY', { project: command.project, environment });
      if ((env.variants ?? []).length > 0)
        this.access.require(command.principal, 'UPDATE_FEATURE_ENVIRONMENT_VARIANTS', { project: command.project, environment });
    }
    const result = await this.executor.execute({
      streamId: featureStreamId(command.name),
      decider: featureDecider,
      actor: command.principal.actor,
      command: {
        kind: 'clone',
        name: command.name,
        project: command.project,
        source: { name: command.source, state: source },
        environments,
        strategyIds: Array.from({ length: strategiesToCopy(source, environments) }, () => this.ids.uuid()),
        replaceGroupId: command.replaceGroupId,
        now: this.clock.now().toISOString(),
      },
    });
    return { receipt: result.receipt, created: createdRow(result.events) };
  }
}
