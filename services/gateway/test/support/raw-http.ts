// HTTP exactly as written, for hostile requests: the request line and headers go out as the
// bytes given (fetch and supertest would resolve '%2E%2E' or re-encode it; node's client
// refuses bytes a hostile client may well send), one connection a request.
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { closeServer } from '@highpay/common';

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawServer {
  send(req: RawRequest): Promise<RawAnswer>;
  /** POSTs `value` as a JSON body. */
  postJson(path: string, value: unknown): Promise<RawAnswer>;
  close(): Promise<void>;
}

/** Serves `app` on a loopback port and sends requests to it as raw bytes. */
export async function serveRaw(app: RequestListener): Promise<RawServer> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    send: (req) => sendRaw(port, req),
    postJson: (path, value) =>
      sendRaw(port, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(value),
      }),
    close: () => closeServer(server),
  };
}

function sendRaw(port: number, req: RawRequest): Promise<RawAnswer> {
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...req.headers,
  };
  const head = [`${req.method} ${req.path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'));
      if (body) socket.write(body);
    });
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that refuses a request before reading its body answers, then resets the
    // connection under the body still being sent: the answer that came first counts.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const answer = parseAnswer(raw, req.method);
      if (answer) resolve(answer);
      else reject(new Error(`the connection closed without an answer (${raw.length} bytes)`));
    });
  });
}

/** The first answer on the connection: status, headers, and the body (de-chunked). */
function parseAnswer(raw: Buffer, method: string): RawAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = raw.subarray(end + 4);
  if (method === 'HEAD') rest = Buffer.alloc(0);
  else if (headers['content-length'] !== undefined) rest = rest.subarray(0, Number(headers['content-length']));
  else if (headers['transfer-encoding'] === 'chunked') rest = dechunk(rest);
  return { status, headers, text: rest.toString('utf8') };
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
}

/** A stand-in for a service behind the gateway that records every request it gets and answers with `answer`. */
export async function recordingServer(
  answer: (req: RecordedRequest) => { status: number; body: string } = () => ({ status: 200, body: '{}' }),
): Promise<{ url: string; received: RecordedRequest[]; server: Server }> {
  const received: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') };
      received.push(recorded);
      const { status, body } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}
