import type { Type } from '@nestjs/common';
import { loadConfig } from '@pennant/platform';
import { AppModule } from '../app.module';
import { controllersOf } from './build-openapi';
import { openApiDocumentOf } from './openapi-document';

/**
 * The OpenAPI document of every route of the service, from the controllers of the modules the
 * application imports (building the module tree connects to nothing): what `npm run openapi`
 * writes. The running service serves the same document from the controllers it registered.
 */
export function openApiDocument(): Record<string, unknown> {
  const app = AppModule.forRoot(loadConfig({}), 'postgresql://openapi.invalid/none');
  return openApiDocumentOf([...controllersOf(app.imports ?? []), ...((app.controllers ?? []) as Type<unknown>[])]);
}
