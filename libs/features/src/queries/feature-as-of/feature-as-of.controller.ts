import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, anyObject, anyValue, ApiDoc, array, integer, named, nullable, object, optional, string } from '@pennant/platform';
import { FeatureNotFoundError } from '../../domain/feature.errors';
import { parseAsOf } from '@pennant/platform';
import { FeatureHistory } from './feature-as-of.service';
import { jsonDiff } from './feature-as-of-json-diff.logic';

/**
 * What a flag looked like at a point of the log, and what changed between two points.
 * `GET …/features/{f}?asOf=` is answered by GetFeatureController, which delegates here.
 */
/** Both ends (event id, the flag then or null) and the leaf-level changes; an absent `from`/`to` value is none (ADR 0050). */
const featureEnd = named(
  'featureAsOfSchema',
  object({ eventId: integer({ min: 0 }), feature: nullable(anyObject('The flag in the featureSchema shape')) }, { strict: true }),
);
const featureDiffAnswer = named(
  'featureDiffSchema',
  object(
    {
      from: featureEnd,
      to: featureEnd,
      changes: array(object({ path: string(), from: optional(anyValue()), to: optional(anyValue()) }, { strict: true }), {
        maxItems: 100000,
      }),
    },
    { strict: true },
  ),
);

@Controller('api/admin/projects/:projectId/features/:featureName/diff')
export class FeatureDiffController {
  constructor(private readonly history: FeatureHistory) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'Differences of a flag between two points of the event log (event ids or ISO date-times; `to` defaults to now)',
    tag: 'Features',
    query: { from: { type: 'string' }, to: { type: 'string' } },
    errors: [400, 403, 404],
    response: featureDiffAnswer.json,
  })
  async diff(
    @Param('projectId') projectId: string,
    @Param('featureName') featureName: string,
    @QueryParam() query: Record<string, unknown>,
  ) {
    const from = await this.history.at(projectId, featureName, parseAsOf(query.from, 'from'));
    const to = await this.history.at(
      projectId,
      featureName,
      query.to === undefined ? { position: Number.MAX_SAFE_INTEGER } : parseAsOf(query.to, 'to'),
    );
    if (!from.feature && !to.feature) throw new FeatureNotFoundError(featureName, projectId);
    return {
      from: { eventId: from.position, feature: from.feature },
      to: { eventId: to.position, feature: to.feature },
      changes: jsonDiff(from.feature, to.feature),
    };
  }
}

/** Shared by GetFeatureController for `?asOf=`. */
export async function featureAsOf(history: FeatureHistory, projectId: string, featureName: string, asOf: unknown, reply: FastifyReply) {
  const at = await history.at(projectId, featureName, parseAsOf(asOf, 'asOf'));
  if (!at.feature) throw new FeatureNotFoundError(featureName, projectId);
  void reply.header('x-pennant-as-of-event', String(at.position));
  return at.feature;
}
