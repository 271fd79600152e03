import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  Access,
  ApiDoc,
  boolean,
  CurrentPrincipal,
  integer,
  nullable,
  object,
  optional,
  string,
  validate,
  type Principal,
} from '@pennant/platform';
import { dateTime as dateTimeParam } from '../../http/params';
import { FeedbackStore, type Feedback } from '../../sessions/feedback-store';
import { feedbackResponseSchema } from '../../queries/list-users/list-users.response';

const feedbackId = string({ minLength: 1, maxLength: 255 });

/** Unleash's feedbackCreateSchema. */
export const feedbackCreateSchema = object({ feedbackId, neverShow: optional(boolean()) });
/** Unleash's feedbackUpdateSchema (its `userId` is the caller's, whatever the body says). */
export const feedbackUpdateSchema = object({
  userId: optional(integer()),
  neverShow: optional(boolean()),
  given: optional(nullable(string({ maxLength: 64 }))),
});

const feedbackAnswer = feedbackResponseSchema;

/**
 * The feedback prompts of Unleash's admin UI (it asks a person how a flow went, once): a person
 * records an answer or "never show again", and `GET /api/admin/user` lists them (`feedback`) so
 * the UI does not ask again. The answer's content is not kept: only that the prompt was seen.
 */
@Controller('api/admin/feedback')
export class FeedbackController {
  constructor(private readonly store: FeedbackStore) {}

  @Access.user()
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Record that the caller answered a feedback prompt',
    tag: 'Users',
    body: feedbackCreateSchema.json,
    response: feedbackAnswer,
  })
  async give(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<Feedback> {
    const input = validate(feedbackCreateSchema, body);
    return this.store.record(principal.actor.id, input.feedbackId, { neverShow: input.neverShow ?? false });
  }

  @Access.user()
  @Put(':id')
  @ApiDoc({
    summary: "Change the caller's answer to a feedback prompt (never show it again)",
    tag: 'Users',
    body: feedbackUpdateSchema.json,
    response: feedbackAnswer,
  })
  async change(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<Feedback> {
    const name = validate(feedbackId, id, 'params.id');
    const input = validate(feedbackUpdateSchema, body);
    const given = input.given === undefined || input.given === null ? input.given : dateTimeParam(input.given, 'body.given');
    return this.store.record(principal.actor.id, name, { neverShow: input.neverShow, given });
  }
}
