/** A running Pennant server the CLI drives over its admin API instead of the database. */
export interface HttpTarget {
  url: string;
  token: string;
}

/**
 * `--url <url>` (anywhere in the arguments, removed from them) or PENNANT_URL selects a server;
 * PENNANT_TOKEN is its admin token (never an argument: arguments show in `ps`).
 */
export function takeHttpTarget(argv: string[], env: NodeJS.ProcessEnv = process.env): { target: HttpTarget | null; rest: string[] } {
  const at = argv.indexOf('--url');
  let url = env.PENNANT_URL?.trim() || null;
  const rest = [...argv];
  if (at >= 0) {
    url = rest[at + 1] ?? null;
    if (!url || url.startsWith('--')) throw new Error('--url needs the server address, e.g. --url http://localhost:4242');
    rest.splice(at, 2);
  }
  if (!url) return { target: null, rest };
  if (!/^https?:\/\//.test(url)) throw new Error(`--url/PENNANT_URL must be an http:// or https:// address (got "${url}")`);
  const token = env.PENNANT_TOKEN?.trim();
  if (!token)
    throw new Error('PENNANT_TOKEN is required with --url/PENNANT_URL: an admin API token or personal access token with ADMIN permission.');
  return { target: { url: url.replace(/\/+$/, ''), token }, rest };
}

/** One admin API call; a refusal becomes an error carrying the server's `{name, message}`. */
export async function callServer(target: HttpTarget, method: string, path: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${target.url}${path}`, { method, headers: { authorization: target.token } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`${target.url} did not answer ${method} ${path}: ${cause?.code ?? cause?.message ?? String(error)}`);
  }
  if (!res.ok) {
    const text = await res.text();
    let detail = text.slice(0, 500);
    try {
      const body = JSON.parse(text) as { name?: string; message?: string };
      if (body.name || body.message) detail = `${body.name ?? 'Error'}: ${body.message ?? ''}`;
    } catch {
      // not JSON: the text as is
    }
    throw new Error(`${method} ${path} → ${res.status} ${detail}`);
  }
  return res;
}

export async function serverJson<T>(target: HttpTarget, method: string, path: string): Promise<T> {
  return (await (await callServer(target, method, path)).json()) as T;
}
