import { connect, type Socket } from 'node:net';

// HTTP/1.1 by hand over one TCP connection, for tests that need what clients libraries hide: a
// body sent in pieces, a keep-alive connection reused at a chosen moment, a connection's close.

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  socket: Socket;
  write(text: string): void;
  /** The next complete response on this connection (Content-Length framed). */
  response(timeoutMs?: number): Promise<RawResponse>;
  /** Resolves when the server closed the connection (or it failed), with the error code if any. */
  closed: Promise<string | null>;
  isClosed(): boolean;
}

export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let buffer = Buffer.alloc(0);
    let closedFlag = false;
    const waiters: (() => void)[] = [];
    const wake = () => waiters.splice(0).forEach((w) => w());
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      wake();
    });
    const closed = new Promise<string | null>((done) => {
      let code: string | null = null;
      socket.on('error', (error: NodeJS.ErrnoException) => (code = error.code ?? error.message));
      socket.on('close', () => {
        closedFlag = true;
        wake();
        done(code);
      });
    });
    const parse = (): RawResponse | null => {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return null;
      const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      buffer = buffer.subarray(end + 4 + length);
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    };
    const connection: RawConnection = {
      socket,
      write: (text) => socket.write(text),
      response: (timeoutMs = 20_000) =>
        new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no response within ${timeoutMs} ms`)), timeoutMs);
          const attempt = () => {
            const parsed = parse();
            if (parsed) {
              clearTimeout(timer);
              return done(parsed);
            }
            if (closedFlag) {
              clearTimeout(timer);
              return fail(new Error('connection closed before a complete response'));
            }
            waiters.push(attempt);
          };
          attempt();
        }),
      closed,
      isClosed: () => closedFlag,
    };
    socket.once('connect', () => resolve(connection));
    socket.once('error', reject);
  });
}

/** The head of a request; `body` length announced, to be sent (in pieces) by the caller. */
export function requestHead(method: string, path: string, headers: Record<string, string>, bodyLength?: number): string {
  const all = {
    host: '127.0.0.1',
    ...headers,
    ...(bodyLength === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(bodyLength) }),
  };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
}
