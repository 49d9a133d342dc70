// A logger's JSON lines in a test: hand `sink` to createLogger and read `lines`.
import { Writable } from 'node:stream';

/** A stream for createLogger, and every JSON line written to it, parsed, in order. */
export function captureLogLines<Line = Record<string, unknown>>(): { sink: Writable; lines: Line[] } {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { sink, lines };
}
