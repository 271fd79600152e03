import { Command } from '@nestjs/cqrs';
import type { Actor, TokenKind } from '@pennant/events';
import type { ApiTokenResponse } from './create-api-token-view.response';
import { type WriteReceipt } from '@pennant/core';

/** Result: the new token including its secret, which is shown this once and never stored. */
export class CreateApiTokenCommand extends Command<{ token: ApiTokenResponse; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly tokenName: string,
    readonly type: TokenKind,
    /** Absent → `*` for admin tokens; for SDK tokens `default`, or the first enabled environment when there is none. */
    readonly environment: string | undefined,
    /** Absent → all projects. */
    readonly projects: string[] | undefined,
    readonly expiresAt: string | null,
  ) {
    super();
  }
}
