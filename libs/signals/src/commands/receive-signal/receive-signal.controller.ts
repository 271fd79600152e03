import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { JsonValue } from '@pennant/events';
import {
  Access,
  ApiDoc,
  BadDataError,
  boolean,
  CurrentPrincipal,
  integer,
  NoAccessError,
  object,
  PayloadTooLargeError,
  type Infer,
  type Principal,
} from '@pennant/platform';

/** `{id, accepted: true}`: the signal was recorded with this id. */
const receivedAnswer = object({ id: integer({ min: 1 }), accepted: boolean() }, { strict: true });
import { ReceiveSignalCommand } from './receive-signal.command';

/** The spec's payload limit for signals, whatever the global BODY_LIMIT_BYTES. */
export const SIGNAL_PAYLOAD_LIMIT_BYTES = 100 * 1024;

/**
 * `POST /api/signal-endpoint/{endpointName}`: authenticated by a token of the endpoint before the
 * body is read (`@Access.signal()`, SignalTokenVerifierService), optional body. 200 `{id, accepted: true}`.
 */
@Controller('api/signal-endpoint')
export class ReceiveSignalController {
  constructor(private readonly commands: CommandBus) {}

  @Access.signal()
  @Post(':endpointName')
  @ApiDoc({
    summary: 'Send a signal (Authorization: Bearer <token of the endpoint>)',
    tag: 'Signals',
    errors: [400, 401, 413, 415, 429],
    response: receivedAnswer.json,
  })
  @HttpCode(200)
  async receive(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<Infer<typeof receivedAnswer>> {
    const payload: JsonValue = body === undefined ? {} : (body as JsonValue);
    const serialized = JSON.stringify(payload);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > SIGNAL_PAYLOAD_LIMIT_BYTES || Buffer.byteLength(serialized) > SIGNAL_PAYLOAD_LIMIT_BYTES) {
      throw new PayloadTooLargeError(`A signal payload may be at most ${SIGNAL_PAYLOAD_LIMIT_BYTES} bytes.`);
    }
    // PostgreSQL's jsonb cannot hold NUL characters: refuse them cleanly instead of failing.
    if (/(?<!\\)(?:\\\\)*\\u0000/.test(serialized)) throw new BadDataError('The signal payload must not contain NUL (\\u0000) characters.');
    if (!principal.signal) throw new NoAccessError('invalid token: expected a token of this signal endpoint');
    const { id } = await this.commands.execute(new ReceiveSignalCommand(principal.signal.endpointId, principal.signal.tokenId, payload));
    return { id, accepted: true };
  }
}
