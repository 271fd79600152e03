import { Controller, Get, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Access, anyObject, ApiDoc } from '@pennant/platform';

const openApiAnswer = anyObject('An OpenAPI 3.0.3 document');
import { openApiDocumentOf } from './openapi-document';

/** Serves the generated OpenAPI document (public, like Unleash's /docs/openapi.json) of the routes this app registered. */
@Controller('docs')
export class OpenApiController {
  private document: Record<string, unknown> | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  @Access.public()
  @Get('openapi.json')
  @ApiDoc({ summary: 'This OpenAPI document', response: openApiAnswer.json })
  openapi() {
    this.document ??= openApiDocumentOf(this.discovery.getControllers().flatMap((c) => (c.metatype ? [c.metatype as Type<unknown>] : [])));
    return this.document;
  }
}
