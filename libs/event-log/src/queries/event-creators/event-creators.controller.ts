import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, creatorSchema, named, type Infer } from '@pennant/platform';
import { GetEventCreatorsQuery } from './event-creators.query';

/** Unleash's eventCreatorsSchema: `[{id, name}]`. */
const eventCreatorsAnswer = named('eventCreatorsSchema', array(creatorSchema, { maxItems: 100000 }));

@Controller('api/admin/event-creators')
export class EventCreatorsController {
  constructor(private readonly queries: QueryBus) {}

  /** → `[{id, name}]`. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Everyone who recorded events (for the event log filters)', tag: 'Events', response: eventCreatorsAnswer.json })
  list(): Promise<Infer<typeof eventCreatorsAnswer>> {
    return this.queries.execute(new GetEventCreatorsQuery());
  }
}
