import { Command } from '@nestjs/cqrs';
import { type WriteReceipt } from '@pennant/core';
import type { Actor } from '@pennant/events';
import { type ExportResult } from '../../domain/export-result';
import { type ImportPlan } from '../../domain/import-plan';

export class ImportFeaturesCommand extends Command<{ plan: ImportPlan; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly project: string,
    readonly environment: string,
    readonly data: ExportResult,
    /** Decide only (the validate endpoint): nothing is appended. */
    readonly dryRun: boolean,
  ) {
    super();
  }
}
