import { Query } from '@nestjs/cqrs';

/**
 * Everyone who recorded events, once per user id (Unleash's eventCreatorsSchema): the system user
 * is `Unleash System`, every admin API token together is the one admin-token user `Unleash Admin
 * Token` (id -42, as Unleash names and counts it), a user is named by their account (name,
 * username, email) or else as the log shows them.
 */
export class GetEventCreatorsQuery extends Query<{ id: number; name: string }[]> {}
