import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { type ExportResult } from '../../domain/export-result';

export class ExportFeaturesCommand extends Command<{ result: ExportResult; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly query: { environment: string; features?: string[]; project?: string; tag?: string },
  ) {
    super();
  }
}
