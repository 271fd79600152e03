import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '@pennant/core';
import type { ContextFieldUsage } from '../../domain/context-field-usage';
import { contextFieldDecider, contextFieldStreamId } from '../../domain/context-field.decider';
import { DeleteContextFieldCommand } from './delete-context-field.command';

/** Strategies of active flags and segments whose constraints name the field. */
const STRATEGIES_SQL = `SELECT f.project, s.feature_name AS "featureName", s.environment, s.id AS "strategyId"
  FROM rm_feature_strategies s JOIN rm_features f ON f.name = s.feature_name
 WHERE f.archived_at IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(s.constraints) c WHERE c->>'contextName' = $1)
 ORDER BY f.project, s.feature_name, s.environment, s.id`;
const SEGMENTS_SQL = `SELECT id, name FROM rm_segments WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(constraints) c WHERE c->>'contextName' = $1) ORDER BY id`;

@CommandHandler(DeleteContextFieldCommand)
export class DeleteContextFieldHandler implements ICommandHandler<DeleteContextFieldCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Unknown → 404, built-in → 403, used by a constraint of an active flag's strategy or of a
   * segment → 409 naming the uses. Remaining race (accepted, as for segments): a
   * constraint on the field added between this read and the append.
   */
  async execute(command: DeleteContextFieldCommand): Promise<{ position: number }> {
    const [strategies, segments] = await Promise.all([
      this.dataSource.query(STRATEGIES_SQL, [command.name]) as Promise<ContextFieldUsage['strategies']>,
      this.dataSource.query(SEGMENTS_SQL, [command.name]) as Promise<ContextFieldUsage['segments']>,
    ]);
    const result = await this.executor.execute({
      streamId: contextFieldStreamId(command.name),
      decider: contextFieldDecider,
      actor: command.actor,
      command: { kind: 'delete', name: command.name, usage: { strategies, segments } },
    });
    return { position: result.position };
  }
}
