// Compression of answers: brotli or gzip as the client's Accept-Encoding prefers (brotli at
// quality 4, quick enough per request), for answers of 1 KB or more (smaller ones gain less
// than the bytes the encoding costs). One middleware for Express apps and the node:http routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export function compressAnswers(): NodeMiddleware {
  return compression({ threshold: COMPRESS_THRESHOLD_BYTES }) as unknown as NodeMiddleware;
}
