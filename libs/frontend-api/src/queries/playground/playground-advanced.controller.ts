import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Access, ApiDoc, BadDataError, CurrentPrincipal, validate, type Principal } from '@pennant/platform';
import { Playground, sdkContext } from './playground.service';
import {
  advancedPlaygroundRequestSchema,
  advancedPlaygroundResponseSchema,
  type AdvancedPlaygroundRequest,
  type AdvancedPlaygroundResponse,
  type PlaygroundRequest,
} from './playground.schema';

/** At most this many contexts are tried in one request (the product of the values listed per field). */
export const MAX_CONTEXTS = 1000;

type Context = PlaygroundRequest['context'];

/**
 * The contexts to try: each field's value split at commas (trimmed, empty ones dropped), every
 * combination once, in the order the values were listed (Unleash's advanced playground). A field
 * without a comma is one value; `currentTime` is never split.
 */
export function contextsOf(context: Context): Context[] {
  const choices = (value: string) => {
    const parts = value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
    return parts.length > 0 ? [...new Set(parts)] : [value];
  };
  let contexts: Context[] = [{ ...(context.currentTime !== undefined ? { currentTime: context.currentTime } : {}) }];
  const fields = Object.entries(context).filter(([key]) => key !== 'currentTime' && key !== 'properties') as [string, string][];
  const widen = (values: string[], set: (c: Context, v: string) => Context) => {
    contexts = contexts.flatMap((c) => values.map((v) => set(c, v)));
    if (contexts.length > MAX_CONTEXTS) {
      const message = `body.context lists more than ${MAX_CONTEXTS} combinations of values`;
      throw new BadDataError(`Request validation failed: ${message}`, [{ path: 'body.context', message }]);
    }
  };
  for (const [key, value] of fields) widen(choices(value), (c, v) => ({ ...c, [key]: v }));
  for (const [key, value] of Object.entries(context.properties ?? {}))
    widen(choices(value), (c, v) => ({ ...c, properties: { ...c.properties, [key]: v } }));
  return contexts;
}

/** A context as the answer shows it: custom fields beside the others (Unleash's sdkFlatContextSchema). */
const flat = ({ properties, ...fields }: Context): Record<string, string> => ({ ...fields, ...properties });

/**
 * POST /api/admin/playground/advanced (Unleash's advanced playground, which its admin UI uses):
 * the playground of ADR 0055 for several environments and every combination of the context values
 * listed, grouped by flag, then environment.
 */
@Controller('api/admin/playground/advanced')
export class AdvancedPlaygroundController {
  constructor(private readonly playground: Playground) {}

  @Access.authenticated()
  @Post()
  @HttpCode(200)
  @ApiDoc({
    summary: 'Evaluate every flag in several environments for every combination of the context values listed (comma-separated)',
    tag: 'Playground',
    body: advancedPlaygroundRequestSchema.json,
    errors: [400, 404],
    response: advancedPlaygroundResponseSchema,
  })
  async evaluate(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<AdvancedPlaygroundResponse> {
    const input: AdvancedPlaygroundRequest = validate(advancedPlaygroundRequestSchema, body);
    if (input.environments.length === 0) {
      const message = 'body.environments must list at least one environment';
      throw new BadDataError(`Request validation failed: ${message}`, [{ path: 'body.environments', message }]);
    }
    const { currentTime } = input.context;
    if (currentTime !== undefined && Number.isNaN(new Date(currentTime).getTime()))
      throw new BadDataError('Request validation failed: body.context.currentTime must be a date-time', [
        { path: 'body.context.currentTime', message: 'body.context.currentTime must be a date-time' },
      ]);
    const contexts = contextsOf(input.context);
    const byFlag = new Map<string, AdvancedPlaygroundResponse['features'][number]>();
    for (const environment of [...new Set(input.environments)]) {
      for (const context of contexts) {
        const request = { projects: input.projects ?? '*', environment, context };
        for (const feature of await this.playground.evaluate(request, principal.projects, sdkContext(context))) {
          const entry = byFlag.get(feature.name) ?? { name: feature.name, projectId: feature.projectId, environments: {} };
          entry.environments[environment] = [
            ...(entry.environments[environment] ?? []),
            { ...feature, environment, context: flat(context) },
          ];
          byFlag.set(feature.name, entry);
        }
      }
    }
    return { input, features: [...byFlag.values()] };
  }
}
