import { Module } from '@nestjs/common';
import { ContextFieldFacts } from '@pennant/context-fields';
import { FeatureUsageFacts } from '@pennant/features';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';
import { SegmentFacts } from '@pennant/segments';
import { TagRegistryFacts } from '@pennant/tags';
import { ExportFeaturesController } from './commands/export-features/export-features.controller';
import { ExportFeaturesHandler } from './commands/export-features/export-features.handler';
import { ImportFeaturesController } from './commands/import-features/import-features.controller';
import { ImportFeaturesHandler } from './commands/import-features/import-features.handler';

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
