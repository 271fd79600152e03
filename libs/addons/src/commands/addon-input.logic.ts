import type { AddonInput } from '../domain/addon.decider';
import type { AddonBody } from './addon.schema';

/** The validated body as the decider takes it (absent lists are empty). */
export const toAddonInput = (body: AddonBody): AddonInput => ({
  provider: body.provider,
  description: body.description ?? null,
  enabled: body.enabled,
  parameters: body.parameters,
  events: body.events,
  projects: body.projects ?? [],
  environments: body.environments ?? [],
});
