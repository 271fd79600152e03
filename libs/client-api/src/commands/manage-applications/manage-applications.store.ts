import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InstanceRegistry } from '../sdk-metrics/sdk-metrics-instance-registry.store';

/** The admin-edited details of an application; absent = keep, null = clear. */
export interface ApplicationDetailsChange {
  description?: string | null;
  url?: string | null;
  color?: string | null;
  icon?: string | null;
}

const FIELDS = ['description', 'url', 'color', 'icon'] as const;

/** Each field is set only when its flag is true ($2, $4, …), so absent fields keep their value. */
const UPDATE_DETAILS = `
  WITH changed AS (
    UPDATE client_applications
       SET description = CASE WHEN $2::boolean THEN $3::text ELSE description END,
           url = CASE WHEN $4::boolean THEN $5::text ELSE url END,
           color = CASE WHEN $6::boolean THEN $7::text ELSE color END,
           icon = CASE WHEN $8::boolean THEN $9::text ELSE icon END
     WHERE app_name = $1 RETURNING 1)
  SELECT count(*)::int AS apps FROM changed`;

/** All of an application's rows, in one statement (data-modifying CTEs all run). */
const DELETE_APPLICATION = `
  WITH app AS (DELETE FROM client_applications WHERE app_name = $1 RETURNING 1),
       instances AS (DELETE FROM client_instances WHERE app_name = $1 RETURNING 1),
       counts AS (DELETE FROM client_metrics_hourly WHERE app_name = $1 RETURNING 1),
       usage AS (DELETE FROM client_application_usage WHERE app_name = $1 RETURNING 1)
  SELECT (SELECT count(*) FROM app)::int AS apps`;

/**
 * Writes to the intake's operational rows of one application (ADR 0054): its details, or the
 * whole application with its instances, hourly counts and registered usage. No event: the
 * catalog has no type for these (the caller logs the change with its actor).
 */
@Injectable()
export class ApplicationDetailsStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly instances: InstanceRegistry,
  ) {}

  /** Sets the given fields; false when no SDK registered that application. */
  async update(appName: string, change: ApplicationDetailsChange): Promise<boolean> {
    const params = FIELDS.flatMap((f) => [change[f] !== undefined, change[f] ?? null]);
    const [row] = (await this.dataSource.query(UPDATE_DETAILS, [appName, ...params])) as { apps: number }[];
    return row.apps > 0;
  }

  /** Removes the application and everything kept about it; false when there was none. */
  async remove(appName: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(DELETE_APPLICATION, [appName])) as { apps: number }[];
    this.instances.forget(appName);
    return row.apps > 0;
  }
}
