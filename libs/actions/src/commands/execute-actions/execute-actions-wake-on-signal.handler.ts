import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SignalReceivedEvent } from '@pennant/signals';
import { SignalReactor } from './execute-actions-reactor.service';

/** A stored signal wakes the reactor at once (the poll is only the safety net). */
@EventsHandler(SignalReceivedEvent)
export class WakeOnSignalHandler implements IEventHandler<SignalReceivedEvent> {
  constructor(private readonly reactor: SignalReactor) {}

  handle(): void {
    this.reactor.wake();
  }
}
