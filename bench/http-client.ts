import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface HttpResult {
  status: number;
  body: string;
}

/** A minimal keep-alive JSON client (no dependency): one socket per concurrent caller. */
export class HttpClient {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    connections: number,
    /** Load runs look at the status only: drop bodies unread, so the generator's decoding does not eat the server's CPU. */
    private readonly discardBodies = false,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  send(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResult & { headers?: Record<string, string | string[] | undefined> }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, this.baseUrl),
        {
          method,
          agent: this.agent,
          headers: {
            authorization: this.token,
            ...extraHeaders,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          if (this.discardBodies) {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: '', headers: res.headers }));
            res.on('error', reject);
            return;
          }
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            // Inflated like an SDK would (the client pays for it, as real ones do).
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, body: body.toString('utf8'), headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
