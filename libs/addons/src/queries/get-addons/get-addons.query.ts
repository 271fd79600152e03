import { Query } from '@nestjs/cqrs';
import type { AddonInput } from '../../domain/addon.decider';

/** Unleash's addonSchema: the configuration as given (sensitive parameters merged back in, masked), with its id and creation time. */
export interface AddonResponse extends AddonInput {
  id: number;
  createdAt: string;
}

/** All addon configs by id, or the one with `id`. */
export class GetAddonsQuery extends Query<AddonResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
