import { Query } from '@nestjs/cqrs';

/** Unleash's addonSchema: sensitive parameters are merged back in, masked. */
export interface AddonResponse {
  id: number;
  createdAt: string;
  provider: string;
  description: string | null;
  enabled: boolean;
  parameters: Record<string, string>;
  events: string[];
  projects: string[];
  environments: string[];
}

/** All addon configs by id, or the one with `id`. */
export class GetAddonsQuery extends Query<AddonResponse[]> {
  constructor(readonly id?: number) {
    super();
  }
}
