import { loadConfig, type PennantConfig } from '@pennant/platform';

/**
 * The service's configuration for a bench: silent logs, the bench's token, and the settings an
 * A/B run may flip from the environment (DATABASE_PREPARED_STATEMENTS=false measures without
 * prepared statements).
 */
export function benchConfig(token: string, extra: Record<string, string> = {}): PennantConfig {
  const passed = ['DATABASE_PREPARED_STATEMENTS']
    .filter((key) => process.env[key] !== undefined)
    .map((key) => [key, process.env[key] as string]);
  return loadConfig({ INIT_ADMIN_API_TOKENS: token, LOG_LEVEL: 'silent', ...Object.fromEntries(passed), ...extra });
}
