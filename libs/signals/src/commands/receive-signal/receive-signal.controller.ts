import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { JsonValue } from '@pennant/events';
import { Access, BadDataError, PayloadTooLargeError, ApiDoc } from '@pennant/platform';
import { secretFromAuthorization } from '../../domain/signal-token';
import { ReceiveSignalCommand } from './receive-signal.command';

/** The spec's payload limit for signals, whatever the global BODY_LIMIT_BYTES. */
export const SIGNAL_PAYLOAD_LIMIT_BYTES = 100 * 1024;

/**
 * `POST /api/signal-endpoint/{endpointName}`: public path (no admin auth, optional body; see
 * configureHttp), authenticated here by a token of the endpoint. 200 `{id, accepted: true}`.
 */
@Controller('api/signal-endpoint')
export class ReceiveSignalController {
  constructor(private readonly commands: CommandBus) {}

  @Access.signal()
  @Post(':endpointName')
  @ApiDoc({ summary: 'Send a signal (Authorization: Bearer <token of the endpoint>)', tag: 'Signals', public: true, errors: [400, 401, 404, 413, 415, 429] })
  @HttpCode(200)
  async receive(@Param('endpointName') endpointName: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    const payload: JsonValue = body === undefined ? {} : (body as JsonValue);
    const serialized = JSON.stringify(payload);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > SIGNAL_PAYLOAD_LIMIT_BYTES || Buffer.byteLength(serialized) > SIGNAL_PAYLOAD_LIMIT_BYTES) {
      throw new PayloadTooLargeError(`A signal payload may be at most ${SIGNAL_PAYLOAD_LIMIT_BYTES} bytes.`);
    }
    // PostgreSQL's jsonb cannot hold NUL characters: refuse them cleanly instead of failing.
    if (/(?<!\\)(?:\\\\)*\\u0000/.test(serialized)) throw new BadDataError('The signal payload must not contain NUL (\\u0000) characters.');
    const { id } = await this.commands.execute(new ReceiveSignalCommand(endpointName, secretFromAuthorization(request.headers.authorization), payload));
    return { id, accepted: true };
  }
}
