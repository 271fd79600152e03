import { Controller, Get } from '@nestjs/common';
import { Access, ApiDoc, boolean, named, object, type Infer } from '@pennant/platform';

/** Unleash's telemetrySettingsSchema. */
const telemetrySettingsAnswer = named(
  'telemetrySettingsSchema',
  object({ versionInfoCollectionEnabled: boolean(), featureInfoCollectionEnabled: boolean() }, { strict: true }),
);

/**
 * What the instance reports about itself to its vendor (Unleash's instance privacy screen):
 * Pennant sends nothing anywhere, neither its version nor its usage.
 */
@Controller('api/admin/telemetry/settings')
export class TelemetrySettingsController {
  @Access.authenticated()
  @Get()
  @ApiDoc({
    summary: 'What the instance reports about itself (nothing: Pennant collects no telemetry)',
    tag: 'Telemetry',
    response: telemetrySettingsAnswer,
  })
  get(): Infer<typeof telemetrySettingsAnswer> {
    return { versionInfoCollectionEnabled: false, featureInfoCollectionEnabled: false };
  }
}
