import { Controller, Get } from '@nestjs/common';
import { Access, ApiDoc } from '@pennant/platform';
import { openApiDocument } from './openapi-document';

/** Serves the generated OpenAPI document (public, like Unleash's /docs/openapi.json). */
@Controller('docs')
export class OpenApiController {
  private document: Record<string, unknown> | null = null;

  @Access.public()
  @Get('openapi.json')
  @ApiDoc({ summary: 'This OpenAPI document' })
  openapi() {
    this.document ??= openApiDocument();
    return this.document;
  }
}
