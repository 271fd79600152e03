import { Command } from '@nestjs/cqrs';
import type { CreatedRow } from '../created-row.response';
import type { Principal } from '@pennant/platform';
import type { WriteReceipt } from '@pennant/core';

export class CloneFeatureCommand extends Command<{ receipt: WriteReceipt; created: CreatedRow | null }> {
  constructor(
    readonly principal: Principal,
    readonly project: string,
    readonly source: string,
    readonly name: string,
    readonly replaceGroupId: boolean,
  ) {
    super();
  }
}
