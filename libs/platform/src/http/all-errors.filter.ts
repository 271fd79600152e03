import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { renderError } from './error-body';
import { logger } from '../logging/logger';

/** The one place that renders errors for routes handled by Nest. */
@Catch()
export class AllErrorsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    sendError(reply, error);
  }
}

export function sendError(reply: FastifyReply, error: unknown): void {
  const { status, body, headers } = renderError(error);
  if (status >= 500) logger.error('request failed', { errorId: body.id, error: error instanceof Error ? error.stack : String(error) });
  if (reply.sent) return;
  void reply.code(status).headers(headers).type('application/json').send(body);
}
