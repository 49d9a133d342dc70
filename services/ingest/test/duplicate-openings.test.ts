import { describe, expect, it } from 'vitest';
import { ZIngestSource, type IngestSource } from '../src/sources/ingest-source.js';
import { runSource } from '../src/runs/ingest-run.service.js';
import { greenhouseFeed, greenhousePosting, leverFeed, remoteOkFeed, type Posting } from './support/feeds.js';
import { jobsOf, outboxMark, outboxSince, useIngestDatabase } from './support/ingest-database.js';

const database = useIngestDatabase('duplicates');

const run = (source: IngestSource, raw: unknown) => runSource(source, 'file', database().runDeps(), { raw });
/** A Greenhouse or Lever board, named after it, in its connector's default region. */
const board = (connector: 'greenhouse' | 'lever', token: string, company: string): IngestSource =>
  ZIngestSource.parse({ connector, board: token, name: `${connector}:${token}`, company });
const remoteok = (name: string): IngestSource => ({ connector: 'remoteok', name });

async function listedTitles(): Promise<string[]> {
  return (await jobsOf(database().pool)).filter((job) => job.listed).map((job) => `${job.source} ${job.title}`);
}

describe('the same opening on two boards', () => {
  const initrodeEngineer: Posting = {
    id: 'aaaa-1',
    title: 'Senior Data Engineer',
    location: 'Denver, CO',
    url: 'https://jobs.lever.co/initrode/aaaa-1',
  };

  it('is listed once when both name one apply URL: the copy ingested first', async () => {
    const hooli = board('greenhouse', 'hooli', 'Hooli');
    const manager: Posting = {
      id: '5001',
      title: 'Customer Success Manager',
      location: 'Remote - US',
      url: 'https://www.hooli.example/careers/csm?gh_jid=5001',
    };
    await run(
      hooli,
      greenhouseFeed([
        manager,
        { ...manager, id: '5002', title: 'Sales Engineer', url: 'https://www.hooli.example/careers/se?gh_jid=5002' },
      ]),
    );

    const mark = await outboxMark(database().pool);
    await run(
      remoteok('remoteok:hooli'),
      remoteOkFeed([
        {
          id: '9001',
          title: 'Remote Customer Success Lead',
          company: 'Hooli',
          location: 'United States',
          url: 'https://remoteok.com/remote-jobs/9001',
          applyUrl: 'https://hooli.example/careers/csm/?gh_jid=5001&utm_source=remoteok#apply',
        },
      ]),
    );
    const jobs = await jobsOf(database().pool);
    const original = jobs.find((job) => job.sourceId === '5001')!;
    const copy = jobs.find((job) => job.sourceId === '9001')!;
    expect(copy).toMatchObject({ duplicateOf: original.id, listed: false, closed: false });
    expect(original.listed).toBe(true);
    // The copy's own outbox row tells the index to leave it out.
    expect(await outboxSince(database().pool, mark)).toEqual([copy.id]);
  });

  it('is listed once when company, title and place agree, however each board writes them', async () => {
    await run(board('lever', 'initrode', 'Initrode'), leverFeed([initrodeEngineer]));
    await run(
      board('greenhouse', 'initrode', 'Initrode, Inc.'),
      greenhouseFeed([
        greenhousePosting('initrode', '7001', 'Senior Data Engineer ', 'Denver, Colorado'),
        greenhousePosting('initrode', '7002', 'Senior Data Engineer', 'Boston, MA'),
      ]),
    );
    const titles = await listedTitles();
    expect(titles).toContain('lever:initrode Senior Data Engineer');
    expect(titles.filter((t) => t === 'greenhouse:initrode Senior Data Engineer')).toHaveLength(1);
    const boston = (await jobsOf(database().pool, 'greenhouse:initrode')).find((job) => job.sourceId === '7002')!;
    expect(boston.listed).toBe(true);
  });

  it('when the listed copy closes, the other copy is listed again, each with an outbox row', async () => {
    const before = await jobsOf(database().pool);
    const leverCopy = before.find((job) => job.sourceId === 'aaaa-1')!;
    const greenhouseCopy = before.find((job) => job.sourceId === '7001')!;
    expect(greenhouseCopy.duplicateOf).toBe(leverCopy.id);

    const mark = await outboxMark(database().pool);
    const closing = await run(board('lever', 'initrode', 'Initrode'), leverFeed([]));
    expect(closing.closed).toBe(1);
    const after = await jobsOf(database().pool);
    expect(after.find((job) => job.id === leverCopy.id)).toMatchObject({ closed: true, listed: false });
    expect(after.find((job) => job.id === greenhouseCopy.id)).toMatchObject({ duplicateOf: null, listed: true });
    expect((await outboxSince(database().pool, mark)).sort()).toEqual([leverCopy.id, greenhouseCopy.id].sort());
  });

  it('when the first copy comes back, the opening is still listed once: as its earliest copy', async () => {
    await run(board('lever', 'initrode', 'Initrode'), leverFeed([initrodeEngineer]));
    const jobs = await jobsOf(database().pool);
    const leverCopy = jobs.find((job) => job.sourceId === 'aaaa-1')!;
    const greenhouseCopy = jobs.find((job) => job.sourceId === '7001')!;
    expect(leverCopy.listed).toBe(true);
    expect(greenhouseCopy).toMatchObject({ listed: false, duplicateOf: leverCopy.id });
  });

  it('two openings with one title and place on one board are both listed: the board tells them apart', async () => {
    await run(
      board('greenhouse', 'umbrella', 'Umbrella'),
      greenhouseFeed([
        greenhousePosting('umbrella', '8001', 'Lab Technician', 'Raccoon City, MO'),
        greenhousePosting('umbrella', '8002', 'Lab Technician', 'Raccoon City, MO'),
      ]),
    );
    const jobs = await jobsOf(database().pool, 'greenhouse:umbrella');
    expect(jobs.map((job) => job.listed)).toEqual([true, true]);
  });
});
