import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { packageVersion } from '../../package-version';
import { GetUiConfigQuery } from './get-ui-config.query';
import type { UiConfigResponse } from './ui-config.response';

const VERSION = packageVersion();

/**
 * Built from configuration only (no read model yet): Unleash's open-source defaults, the
 * configured resource limits and the service version. Frontend settings are not stored yet, so
 * `frontendApiOrigins` is Unleash's default `["*"]`.
 */
@QueryHandler(GetUiConfigQuery)
export class GetUiConfigHandler implements IQueryHandler<GetUiConfigQuery> {
  constructor(@Inject(PENNANT_CONFIG) private readonly config: PennantConfig) {}

  async execute(): Promise<UiConfigResponse> {
    const limits = this.config.resourceLimits;
    return {
      version: VERSION,
      environment: 'Open Source',
      unleashUrl: `http://localhost:${this.config.port}`,
      baseUriPath: '',
      disablePasswordAuth: false,
      emailEnabled: false,
      maintenanceMode: false,
      segmentValuesLimit: limits.segmentValues,
      strategySegmentsLimit: limits.strategySegments,
      resourceLimits: {
        ...limits,
        signalEndpoints: this.config.signalEndpointsLimit,
        signalTokensPerEndpoint: this.config.signalTokensPerEndpointLimit,
      },
      networkViewEnabled: false,
      frontendApiOrigins: ['*'],
      flags: {},
      authenticationType: 'open-source',
      versionInfo: { current: { oss: VERSION, enterprise: '' }, latest: {}, isLatest: true },
      unleashAIAvailable: false,
    };
  }
}
