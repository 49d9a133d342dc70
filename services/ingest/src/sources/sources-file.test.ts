import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { formatEvery, loadSourcesFile, parseSourcesFile, SourcesFileError } from './sources-file.js';

const HOUR = 3_600_000;

describe('the sources file', () => {
  it('infra/sources.yaml holds: real public boards of every connector, polled every 6 hours unless told', async () => {
    const sources = await loadSourcesFile(fileURLToPath(new URL('../../../../infra/sources.yaml', import.meta.url)));
    expect(new Set(sources.map((s) => s.connector))).toEqual(
      new Set(['greenhouse', 'lever', 'ashby', 'workable', 'remoteok', 'himalayas', 'arbeitnow', 'remotive']),
    );
    expect(sources.filter((s) => s.name !== 'remoteok').every((s) => s.everyMs === 6 * HOUR)).toBe(true);
    expect(sources.every((s) => !s.baseUrl)).toBe(true);
  });

  it('infra/sources.yaml lists at least 200 employer boards on Greenhouse, Lever, Ashby and Workable', async () => {
    const sources = await loadSourcesFile(fileURLToPath(new URL('../../../../infra/sources.yaml', import.meta.url)));
    const employers = sources.filter((s) => ['greenhouse', 'lever', 'ashby', 'workable'].includes(s.connector));
    expect(employers.length).toBeGreaterThanOrEqual(200);
    for (const connector of ['greenhouse', 'lever', 'ashby', 'workable'])
      expect(employers.filter((s) => s.connector === connector).length).toBeGreaterThanOrEqual(25);
    expect(sources.some((s) => (s.connector as string) === 'weworkremotely')).toBe(false);
  });

  it("polls a source no more often than its terms allow: Remotive's at most every 6 hours", () => {
    expect(
      parseSourcesFile('defaults: { every: 1h }\nsources:\n  - { name: remotive, connector: remotive }')[0]!.every,
    ).toBe('6h');
    expect(() =>
      parseSourcesFile('sources:\n  - { name: remotive, connector: remotive, every: 1h }', 'infra/sources.yaml'),
    ).toThrow(/sources\[0\] \(remotive\)\.every: at least 6h: its terms ask not to be polled more often/);
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
