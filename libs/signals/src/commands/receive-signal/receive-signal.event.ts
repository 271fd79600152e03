import type { IEvent } from '@nestjs/cqrs';

/**
 * Published on the in-process EventBus after a signal is committed to `signals`. Only a wake-up
 * hint (the action runner polls the table anyway, ADR 0010): losing it delays
 * a reaction, never loses it.
 */
export class SignalReceivedEvent implements IEvent {
  constructor(readonly signalId: number) {}
}
