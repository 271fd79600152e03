import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { FrontendSettings } from '@pennant/settings';
import { packageVersion } from '../../package-version';
import { GetUiConfigQuery } from './get-ui-config.query';
import type { UiConfigResponse } from './ui-config.response';

const VERSION = packageVersion();

/**
 * Unleash's open-source defaults, the configured resource limits and the service version, from
 * configuration; `frontendApiOrigins` from the stored frontend settings (default `["*"]`).
 */
@QueryHandler(GetUiConfigQuery)
export class GetUiConfigHandler implements IQueryHandler<GetUiConfigQuery> {
  constructor(
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    private readonly frontend: FrontendSettings,
  ) {}

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
      frontendApiOrigins: await this.frontend.origins(),
      flags: {},
      authenticationType: 'open-source',
      versionInfo: { current: { oss: VERSION, enterprise: '' }, latest: {}, isLatest: true },
      unleashAIAvailable: false,
    };
  }
}
