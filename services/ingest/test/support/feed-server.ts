// A local HTTP server that answers like a job feed: saved responses by path, or a handler
// for a test that needs a slow, failing or oversized answer. It records every request.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** 127.0.0.1:port, for the allowed hosts. */
  host: string;
  /** Paths with query, in the order asked. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(routes: Record<string, Handler>): Promise<FeedServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const handler = routes[req.url ?? ''] ?? routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"ok":false,"error":"Document not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with a saved response from test/fixtures. */
export function savedResponse(fixture: string): Handler {
  const body = readFileSync(new URL(`../fixtures/${fixture}`, import.meta.url));
  return (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Handler {
  return (_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Answers in turn with each handler, then keeps to the last. */
export function sequence(...handlers: Handler[]): Handler {
  let next = 0;
  return (req, res) => handlers[Math.min(next++, handlers.length - 1)]!(req, res);
}
