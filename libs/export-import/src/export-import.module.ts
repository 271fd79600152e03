import { Module } from '@nestjs/common';
import { ContextFieldFacts } from '@pennant/context-fields';
import { FeatureUsageFacts } from '@pennant/features';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';
import { SegmentFacts } from '@pennant/segments';
import { TagRegistryFacts } from '@pennant/tags';
import { ExportFeaturesController, ExportFeaturesHandler } from './commands/export-features/export-features.slice';
import { ImportFeaturesController, ImportFeaturesHandler } from './commands/import-features/import-features.slice';

/** Export flags with their configuration and import them elsewhere. */
@Module({
  controllers: [ExportFeaturesController, ImportFeaturesController],
  providers: [
    ExportFeaturesHandler,
    ImportFeaturesHandler,
    ProjectFacts,
    EnvironmentFacts,
    FeatureUsageFacts,
    SegmentFacts,
    ContextFieldFacts,
    TagRegistryFacts,
  ],
})
export class ExportImportModule {}
