import type { FirstAdmin } from '@pennant/access';
import { DEFAULT_ADMIN_TOKEN, type PennantConfig } from '@pennant/platform';

/**
 * What `npm start` prints once it listens: where, where the data lives, and how to get in. A
 * secret is shown only when it is a built-in default or was generated just now (and then only
 * once); an operator's own `INIT_ADMIN_API_TOKENS` or `INIT_ADMIN_PASSWORD` is never echoed.
 */
export function startupBanner(input: {
  url: string;
  /** The address the socket is bound to (`127.0.0.1`, `0.0.0.0`, …). */
  bound?: string;
  config: PennantConfig;
  embedded: boolean;
  firstAdmin: FirstAdmin | null;
}): string {
  const { url, config, embedded, firstAdmin } = input;
  const { exposure } = config;
  const lines = [
    '',
    `Pennant is listening on ${url}`,
    `  address:  ${input.bound ?? config.host}${exposure.loopbackOnly ? ' (this machine only; to expose it see docs/security.md, "Defaults and exposing Pennant")' : ''}`,
    `  console:  ${exposure.publicUrl ?? url}/`,
    `  database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}`,
  ];
  if (!exposure.loopbackOnly && exposure.publicUrl === null)
    lines.push('  links:    PENNANT_PUBLIC_URL is not set: invitation and sign-up links name the host each request was sent to');
  if (firstAdmin?.generatedPassword) {
    lines.push(
      `  sign in:  ${firstAdmin.username} / ${firstAdmin.generatedPassword}   (generated for this first start and shown only now: change it after signing in)`,
    );
  } else if (firstAdmin) {
    lines.push(`  sign in:  ${firstAdmin.username} with the password of INIT_ADMIN_PASSWORD`);
  }
  const defaultToken = config.initAdminApiTokens.includes(DEFAULT_ADMIN_TOKEN);
  if (defaultToken) {
    lines.push(
      `  API:      Authorization: ${DEFAULT_ADMIN_TOKEN}   (the built-in development token: set INIT_ADMIN_API_TOKENS in production)`,
    );
    lines.push(`  try:      curl -H 'Authorization: ${DEFAULT_ADMIN_TOKEN}' ${url}/api/admin/events`);
  } else {
    lines.push(`  API:      Authorization: <one of INIT_ADMIN_API_TOKENS> (${config.initAdminApiTokens.length} configured; not printed)`);
  }
  lines.push('');
  return lines.join('\n');
}
