import { Module } from '@nestjs/common';
import { ExportFeaturesController, ExportFeaturesHandler } from './commands/export-features/export-features';
import { ImportFeaturesController, ImportFeaturesHandler } from './commands/import-features/import-features';
import { EnvironmentFacts, ProjectFacts } from '@pennant/projects';

/** Export flags with their configuration and import them elsewhere. */
@Module({ controllers: [ExportFeaturesController, ImportFeaturesController], providers: [ExportFeaturesHandler, ImportFeaturesHandler, ProjectFacts, EnvironmentFacts] })
export class ExportImportModule {}
