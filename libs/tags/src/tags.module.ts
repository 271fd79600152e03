import { Module } from '@nestjs/common';
import { ManageTagTypesController } from './commands/manage-tag-types/manage-tag-types.controller';
import { CreateTagTypeHandler, DeleteTagTypeHandler, UpdateTagTypeHandler } from './commands/manage-tag-types/manage-tag-types.handler';
import { ManageTagsController } from './commands/manage-tags/manage-tags.controller';
import { CreateTagHandler, DeleteTagHandler } from './commands/manage-tags/manage-tags.handler';
import { TagCascade } from './commands/tag-cascade.service';
import { TagFacts } from './facts/tag.facts';
import { TagFeatureController } from './commands/tag-feature/tag-feature.controller';
import { UpdateFeatureTagsHandler } from './commands/tag-feature/tag-feature.handler';
import { ListTagsController } from './queries/list-tags/list-tags.controller';
import { TagProjectFeaturesController } from './commands/tag-project-features/tag-project-features.controller';
import { TagProjectFeaturesHandler } from './commands/tag-project-features/tag-project-features.handler';
import { ListFeatureTagsHandler, ListTagsHandler, ListTagTypesHandler } from './queries/list-tags/list-tags.handler';
import { FeatureFacts, FeatureUsageFacts } from '@pennant/features';
import { TagRegistryFacts } from './facts/tag-registry.facts';

@Module({
  controllers: [ManageTagTypesController, ManageTagsController, TagFeatureController, ListTagsController, TagProjectFeaturesController],
  providers: [
    FeatureFacts,
    FeatureUsageFacts,
    TagRegistryFacts,
    TagProjectFeaturesHandler,
    TagCascade,
    TagFacts,
    CreateTagTypeHandler,
    UpdateTagTypeHandler,
    DeleteTagTypeHandler,
    CreateTagHandler,
    DeleteTagHandler,
    UpdateFeatureTagsHandler,
    ListTagTypesHandler,
    ListTagsHandler,
    ListFeatureTagsHandler,
  ],
})
export class TagsModule {}
