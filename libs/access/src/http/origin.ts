import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';

/**
 * The base of links handed out (invitation, password-reset and sign-up links; ADR 0047, 0056):
 * PENNANT_PUBLIC_URL when it is set, so that a link never depends on the `Host` a request was
 * sent with; otherwise the address the caller reached the service at (scheme and host).
 */
@Injectable()
export class LinkBase {
  constructor(@Inject(PENNANT_CONFIG) private readonly config: PennantConfig) {}

  of(request: FastifyRequest): string {
    return this.config.exposure.publicUrl ?? `${request.protocol}://${request.host}`;
  }
}
