import { Injectable } from '@nestjs/common';
import type { Actor } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import type { ChangeRequest } from '../domain/change-request.decider';

/**
 * Executes the changes of an approved change request through the same commands as direct
 * edits, as the applying user. Actions whose commands do not exist yet are refused up front,
 * before anything is executed.
 */
@Injectable()
export class ChangeApplier {
  private readonly supported = new Set<string>();

  async apply(request: ChangeRequest, _actor: Actor): Promise<void> {
    const unsupported = request.changes.filter((c) => !this.supported.has(c.action)).map((c) => c.action);
    if (unsupported.length > 0) {
      throw new BadDataError(`This change request cannot be applied yet: the action(s) ${[...new Set(unsupported)].join(', ')} are not supported by change-request application.`);
    }
  }
}
