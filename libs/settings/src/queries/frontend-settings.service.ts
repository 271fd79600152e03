import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionRuntime } from '@pennant/projections';

/** Unleash's default: any origin may call the frontend API. */
export const DEFAULT_FRONTEND_API_ORIGINS: readonly string[] = ['*'];
/** How long a value read by a process that does not lead the settings projection is trusted. */
const FOLLOWER_TTL_MS = 5000;

/**
 * The stored frontend settings (`frontendApiOrigins`), read on every frontend-API request for
 * CORS and by the UI config: kept in memory while the `settings` projection stands still (its
 * read-model version, known without SQL by the leading process), else for 5 s.
 */
@Injectable()
export class FrontendSettings {
  private cached: { version: number | null; at: number; origins: Promise<string[]> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly runtime: ProjectionRuntime,
  ) {}

  async origins(): Promise<string[]> {
    const version = this.runtime.localCheckpoint('settings');
    const now = Date.now();
    const fresh =
      this.cached &&
      (version !== null ? this.cached.version === version : this.cached.version === null && now - this.cached.at < FOLLOWER_TTL_MS);
    if (!fresh) {
      const origins = this.read();
      this.cached = { version, at: now, origins };
      origins.catch(() => {
        if (this.cached?.origins === origins) this.cached = null;
      });
    }
    return [...(await (this.cached as { origins: Promise<string[]> }).origins)];
  }

  /**
   * Drops the cached value: called after this process stored new settings (the command waited
   * for the projection), so that its next read sees them even while it does not lead the projection.
   */
  forget(): void {
    this.cached = null;
  }

  private async read(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT value->'frontendApiOrigins' AS origins FROM rm_settings WHERE id = 'frontendSettings'`,
    )) as { origins: unknown }[];
    const origins = rows[0]?.origins;
    return Array.isArray(origins) && origins.every((o) => typeof o === 'string')
      ? (origins as string[])
      : [...DEFAULT_FRONTEND_API_ORIGINS];
  }
}
