// Lets the Elasticsearch 8 client talk to OpenSearch, which answers the same REST API: the
// client's versioned media type becomes plain JSON on the way in, and the product header
// the client checks is added on the way out. Nothing else is touched, so the client's own
// requests and the engine's own answers meet as they would in production.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

const ES_MEDIA_TYPE = /application\/vnd\.elasticsearch\+(json|x-ndjson);\s*compatible-with=\d+/g;

export async function startElasticsearchWire(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    for (const name of ['content-type', 'accept'] as const) {
      const value = headers[name];
      if (typeof value === 'string') headers[name] = value.replace(ES_MEDIA_TYPE, 'application/$1');
    }
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-elastic-product': 'Elasticsearch' });
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
