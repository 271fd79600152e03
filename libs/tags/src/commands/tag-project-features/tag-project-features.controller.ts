import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, ApiDoc, array, CurrentPrincipal, named, object, string, validate, type Principal } from '@pennant/platform';
import { toTag, updateFeatureTagsSchema } from '../tag.schema';
import { TagProjectFeaturesCommand } from './tag-project-features.command';
import { written } from '@pennant/core';

/** Unleash's tagsBulkAddSchema. */
export const tagsBulkAddSchema = named(
  'tagsBulkAddSchema',
  object({
    features: array(string({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
    tags: updateFeatureTagsSchema,
  }),
);

@Controller('api/admin/projects/:projectId/tags')
export class TagProjectFeaturesController {
  constructor(private readonly commands: CommandBus) {}

  /** → 200, empty body. */
  @Access.permission('UPDATE_FEATURE')
  @Put()
  @HttpCode(200)
  @ApiDoc({
    noBody: true,
    summary: 'Add and remove tags on several feature flags of a project',
    tag: 'Tags',
    body: tagsBulkAddSchema.json,
    errors: [400, 403, 404],
  })
  async update(@Param('projectId') projectId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const { features, tags } = validate(tagsBulkAddSchema, body);
    return written(
      await this.commands.execute(
        new TagProjectFeaturesCommand(
          principal.actor,
          projectId,
          features,
          (tags.addedTags ?? []).map(toTag),
          (tags.removedTags ?? []).map(toTag),
        ),
      ),
    );
  }
}
