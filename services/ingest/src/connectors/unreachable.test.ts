import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@highpay/common';
import { FeedError } from './feed.client.js';
import { failureLogFields } from './unreachable.js';

const dnsFailure = () =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.lever.co'), { code: 'ENOTFOUND' }),
  });

/** What a pretty logger (make start's) prints for one warning with these fields. */
function prettyLine(fields: object): string {
  let out = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const logger = createLogger('ingest', 'info', 'pretty', sink);
  logger.warn(fields, 'ingest run failed; it closed no job');
  logger.flush();
  // eslint-disable-next-line no-control-regex
  return out.replace(/\u001b\[[0-9;]*m/g, '');
}

describe('the log line of a failed fetch', () => {
  it('is one line with the reason when a feed host cannot be reached, without a stack trace', () => {
    const error = new FeedError('network', 'api.lever.co could not be reached', { cause: dnsFailure() });
    const fields = failureLogFields(error);
    expect(fields).toEqual({
      reason: 'api.lever.co could not be reached: fetch failed: getaddrinfo ENOTFOUND api.lever.co',
    });
    const line = prettyLine({ source: 'lever:spotify', ...fields });
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(line).toContain('getaddrinfo ENOTFOUND api.lever.co');
    expect(line).not.toContain('    at ');
  });

  it('gives the reason for the exchange rates fetch that found no network', () => {
    expect(failureLogFields(dnsFailure())).toEqual({
      reason: 'fetch failed: getaddrinfo ENOTFOUND api.lever.co',
    });
  });

  it('keeps the error and its stack for a failure nobody expects', () => {
    const broken = new FeedError('bad-json', 'api.lever.co answered something that is not JSON');
    expect(failureLogFields(broken)).toEqual({ err: broken });
    expect(prettyLine(failureLogFields(broken))).toContain('    at ');
  });
});
