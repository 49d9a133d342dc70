import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { formatEvery, loadSourcesFile, parseSourcesFile, SourcesFileError } from './sources-file.js';

const HOUR = 3_600_000;

describe('the sources file', () => {
  it('infra/sources.yaml holds: real public boards of every connector, polled every 6 hours unless told', async () => {
    const sources = await loadSourcesFile(fileURLToPath(new URL('../../../../infra/sources.yaml', import.meta.url)));
    expect(new Set(sources.map((s) => s.connector))).toEqual(
      new Set(['greenhouse', 'lever', 'ashby', 'workable', 'remoteok']),
    );
    expect(sources.filter((s) => s.name !== 'remoteok').every((s) => s.everyMs === 6 * HOUR)).toBe(true);
    expect(sources.every((s) => !s.baseUrl)).toBe(true);
  });

  it('reads intervals in minutes, hours or days, with a default for the file', () => {
    const sources = parseSourcesFile(
      [
        'defaults: { every: 1d }',
        'sources:',
        '  - { name: remoteok, connector: remoteok }',
        '  - { name: "lever:x", connector: lever, board: x, every: 90m }',
        '  - name: "greenhouse:y"',
        '    connector: greenhouse',
        '    board: y',
        '    every: 12h',
        '    attribution: { name: Y Careers, url: "https://y.example/careers" }',
      ].join('\n'),
    );
    expect(sources.map((s) => [s.name, s.every, s.everyMs])).toEqual([
      ['remoteok', '1d', 24 * HOUR],
      ['lever:x', '90m', 1.5 * HOUR],
      ['greenhouse:y', '12h', 12 * HOUR],
    ]);
    expect(sources[2]).toMatchObject({ region: 'us', attribution: { name: 'Y Careers' } });
    expect(formatEvery(6 * HOUR)).toBe('6h');
  });

  it.each([
    [
      'a typo in a setting',
      'sources:\n  - { name: "x:y", connector: lever, board: y, compnay: Y }',
      /sources\[0\] \(x:y\)\.compnay: not a setting of a source/,
    ],
    [
      'an unknown connector',
      'sources:\n  - { name: x, connector: monster, board: y }',
      /sources\[0\] \(x\)\.connector:/,
    ],
    [
      'a board that could change the request path',
      'sources:\n  - { name: x, connector: ashby, board: ../admin }',
      /sources\[0\] \(x\)\.board: a board token/,
    ],
    [
      'an interval under 15 minutes',
      'sources:\n  - { name: remoteok, connector: remoteok, every: 5m }',
      /\.every: at least 15m/,
    ],
    [
      'an interval it cannot read',
      'defaults: { every: often }\nsources: []',
      /defaults\.every: a whole number of minutes, hours or days/,
    ],
    [
      'two sources with one name',
      'sources:\n  - { name: remoteok, connector: remoteok }\n  - { name: remoteok, connector: remoteok }',
      /source names must be unique; given more than once: remoteok/,
    ],
    ['no sources list', 'source: []', /sources: .*expected array/],
    ['YAML that does not parse', 'sources: [ { name: x', /is not valid YAML/],
  ])('is refused, with a message naming the problem, for %s', (_what, text, message) => {
    const refuse = () => parseSourcesFile(text, 'infra/sources.yaml');
    expect(refuse).toThrow(SourcesFileError);
    expect(refuse).toThrow(message);
  });
});
