import { Query } from '@nestjs/cqrs';
import type { ContextFieldResponse } from '../context-field.response';

/** Every context field (built-in ones included) by sort order and name, or the one named `name`. */
export class GetContextFieldsQuery extends Query<ContextFieldResponse[]> {
  constructor(readonly name?: string) {
    super();
  }
}
