import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { CLOCK, type Clock } from '@pennant/platform';
import { contextFieldDecider, contextFieldStreamId } from '../../domain/context-field.decider';
import { CreateContextFieldCommand } from './create-context-field.command';

@CommandHandler(CreateContextFieldCommand)
export class CreateContextFieldHandler implements ICommandHandler<CreateContextFieldCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateContextFieldCommand): Promise<WriteReceipt> {
    const { field } = command;
    const result = await this.executor.execute({
      streamId: contextFieldStreamId(field.name),
      decider: contextFieldDecider,
      actor: command.actor,
      command: {
        kind: 'create',
        name: field.name,
        description: field.description ?? undefined,
        legalValues: field.legalValues,
        stickiness: field.stickiness,
        sortOrder: field.sortOrder,
        now: this.clock.now().toISOString(),
      },
    });
    return result.receipt;
  }
}
