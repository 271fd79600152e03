import { Command } from '@nestjs/cqrs';
import type { WriteReceipt } from '@pennant/core';

/** Someone creates their own account (Viewer) through a public sign-up link; result: the new user's id and the position of the events recorded (ADR 0051). */
export class SignUpWithLinkCommand extends Command<{ id: number; receipt: WriteReceipt }> {
  constructor(
    readonly secret: string,
    readonly person: { email: string; name: string | null; username: string | null },
  ) {
    super();
  }
}
