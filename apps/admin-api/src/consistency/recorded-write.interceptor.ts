import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, throwError, type Observable } from 'rxjs';
import { renderError } from '@pennant/platform';
import { RecordedWithoutAnswerError } from './consistency.errors';
import { writesOf } from './request-writes';

/**
 * A write that appended and then lost the database while building its answer (reading the
 * created flag back, say) used to answer 503 "Retry shortly" for something that happened. It now
 * answers RecordedWithoutAnswerError, naming the events it wrote (ADR 0032).
 */
@Injectable()
export class RecordedWrite implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        const writes = writesOf(request);
        if (!writes?.appended || renderError(error).body.name !== 'ServiceUnavailableError') return throwError(() => error);
        return throwError(() => new RecordedWithoutAnswerError(writes.positions));
      }),
    );
  }
}
