import { Controller, Get } from '@nestjs/common';
import { Access, ApiDoc, boolean, named, object, type Infer } from '@pennant/platform';

/** Unleash's maintenanceSchema. */
const maintenanceAnswer = named('maintenanceSchema', object({ enabled: boolean() }, { strict: true }));

/**
 * Whether the instance is in maintenance mode (Unleash's read-only switch): Pennant has no such
 * mode, so never (ui-config says the same in `maintenanceMode`). Unleash's admin UI reads this on
 * its maintenance screen.
 */
@Controller('api/admin/maintenance')
export class MaintenanceController {
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'Whether maintenance mode is on (never: Pennant has none)', tag: 'Maintenance', response: maintenanceAnswer })
  get(): Infer<typeof maintenanceAnswer> {
    return { enabled: false };
  }
}
