import type { FastifyRequest } from 'fastify';

/** The address the caller reached the service at (scheme and host): links handed out point back to it (ADR 0047). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
