import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG } from '@pennant/core';
import type { PennantConfig } from '@pennant/platform';
import { FrontendSettings } from '@pennant/settings';
import { packageVersion } from '../../package-version';
import { GetUiConfigQuery } from './get-ui-config.query';
import type { UiConfigResponse } from './get-ui-config.response';

const VERSION = packageVersion();

/**
 * Unleash's open-source defaults, the configured resource limits and the service version, from
 * configuration; `frontendApiOrigins` from the stored frontend settings (default `["*"]`).
 * `versionInfo.instanceId` names the installation, as Unleash's does: the group id (a random UUID)
 * of the first append of the log — the bootstrap of the first start — stable across restarts and
 * nodes without a setting of its own.
 */
@QueryHandler(GetUiConfigQuery)
export class GetUiConfigHandler implements IQueryHandler<GetUiConfigQuery> {
  constructor(
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    private readonly frontend: FrontendSettings,
    private readonly dataSource: DataSource,
  ) {}

  private instanceId: string | null = null;

  private async installation(): Promise<string | null> {
    if (this.instanceId === null) {
      const rows = (await this.dataSource.query('SELECT group_id FROM rm_event_log ORDER BY id LIMIT 1')) as { group_id: string | null }[];
      this.instanceId = rows[0]?.group_id ?? null;
    }
    return this.instanceId;
  }

  async execute(): Promise<UiConfigResponse> {
    const limits = this.config.resourceLimits;
    const instanceId = await this.installation();
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
      versionInfo: {
        current: { oss: VERSION, enterprise: '' },
        latest: {},
        isLatest: true,
        ...(instanceId !== null ? { instanceId } : {}),
      },
      unleashAIAvailable: false,
    };
  }
}
