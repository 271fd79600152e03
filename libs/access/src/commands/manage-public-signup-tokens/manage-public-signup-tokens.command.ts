import { Command } from '@nestjs/cqrs';
import type { Actor } from '@pennant/events';
import { type WriteReceipt } from '@pennant/core';

/** A new public sign-up link (Viewer) with a fresh secret; result: its secret and fingerprint (ADR 0051). */
export class CreatePublicSignupTokenCommand extends Command<{ secret: string; fingerprint: string; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly name: string,
    readonly expiresAt: string,
  ) {
    super();
  }
}

/** Absent = keep; a past or present `expiresAt` stops the link at once (the link named by its fingerprint). */
export class UpdatePublicSignupTokenCommand extends Command<{ fingerprint: string; receipt: WriteReceipt }> {
  constructor(
    readonly actor: Actor,
    readonly fingerprint: string,
    readonly changes: { expiresAt?: string; enabled?: boolean },
  ) {
    super();
  }
}
