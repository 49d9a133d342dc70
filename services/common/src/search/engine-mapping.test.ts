import { describe, expect, it } from 'vitest';
import {
  documentToJob,
  ENGLISH_STOP_WORDS,
  indexSettings,
  JOB_INDEX_MAPPINGS,
  JOB_MAPPINGS,
  MAPPING_VERSION,
  STORED_QUERY_PROPERTIES,
  toDocument,
  type IndexedJobRow,
  type JobDocument,
} from './engine-mapping.js';
import { toListedJob } from './job-row.js';

const row: IndexedJobRow = {
  id: 42,
  slug: 'data-engineer',
  title: 'Data Engineer',
  company: 'Dataflow',
  location: 'Austin, TX',
  job_type: 'Full Time',
  work_setting: 'hybrid',
  category: 'development',
  salary_min: 60,
  salary_max: 85,
  salary_currency: 'USD',
  salary_period: 'hour',
  description: '<p>Kafka &amp; Spark</p>',
  url: 'https://jobs.example.com/42',
  posted_at: new Date('2026-11-20T10:11:12.345Z'),
  tags: [{ name: 'Kafka', color: 'blue' }],
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  latitude: 30.2672,
  longitude: -97.7431,
  salary_yearly_usd: 176_800,
  salary_yearly_usd_rate_date: null,
  remote_eligibility: null,
  open_to: null,
  apply_url: 'https://apply.example.com/42',
  attribution: null,
  source_type: 'employer',
  search_engines: true,
  sample: false,
  closed_at: null,
  version: '1763633472345',
};

const remoteRow: IndexedJobRow = {
  ...row,
  work_setting: 'remote',
  remote_eligibility: {
    anywhere: false,
    countries: ['CA'],
    regions: ['europe'],
    utcOffsets: { min: -5, max: 2 },
    label: 'Canada, Europe',
  },
  open_to: ['AT', 'CA', 'DE'],
  attribution: { name: 'Remote OK', url: 'https://remoteok.com/remote-jobs/42' },
  source_type: 'aggregator',
  sample: true,
};

describe('Elasticsearch mapping', () => {
  it('analyzes text in English (PostgreSQL stop words, Porter2 stems), unstemmed for typos, and edge n-grams for prefixes', () => {
    const analysis = indexSettings().analysis!;
    expect(analysis.analyzer?.english_text).toMatchObject({
      filter: expect.arrayContaining(['english_stop', 'english_stemmer']),
    });
    expect(analysis.filter?.english_stemmer).toEqual({ type: 'stemmer', language: 'porter2' });
    expect(analysis.filter?.prefixes).toMatchObject({ type: 'edge_ngram', min_gram: 1 });
    expect(ENGLISH_STOP_WORDS).toHaveLength(127);
    const title = JOB_MAPPINGS.properties!.title as {
      fields: Record<string, { analyzer: string; search_analyzer?: string }>;
    };
    expect(title.fields.prefix).toMatchObject({ analyzer: 'autocomplete', search_analyzer: 'plain_text' });
  });

  it('has keyword and numeric fields for filters and sorts, and a geo point', () => {
    const p = JOB_MAPPINGS.properties!;
    expect(p.posted_at).toEqual({ type: 'date' });
    expect(p.salary_yearly_usd).toEqual({ type: 'integer' });
    expect(p.open_to).toEqual({ type: 'keyword' });
    expect(p.geo).toEqual({ type: 'geo_point' });
    expect((p.company as { fields: Record<string, unknown> }).fields.keyword).toEqual({ type: 'keyword' });
    expect(JOB_MAPPINGS.dynamic).toBe('strict');
  });

  it('a job read back from its document is the job PostgreSQL would answer', () => {
    const doc = toDocument(row);
    expect(doc.geo).toEqual({ lat: 30.2672, lon: -97.7431 });
    expect(doc.posted_at).toBe('2026-11-20T10:11:12.345Z');
    // Hits carry the snippet, not the description (kept out of _source).
    expect(documentToJob(JSON.parse(JSON.stringify(doc)) as typeof doc)).toEqual(toListedJob(row));
  });

  it('a remote job read back from its document keeps its eligibility, source and sample flag', () => {
    const doc = toDocument(remoteRow);
    expect(doc.open_to).toEqual(['AT', 'CA', 'DE']);
    const job = documentToJob(JSON.parse(JSON.stringify(doc)) as JobDocument);
    expect(job).toEqual(toListedJob(remoteRow));
    expect(job).toMatchObject({
      remoteEligibility: remoteRow.remote_eligibility,
      source: { name: 'Remote OK' },
      sample: true,
      closedAt: null,
    });
  });

  it('a document from an index built before the new fields reads as a job without them', () => {
    const old: Partial<JobDocument> = toDocument(row);
    for (const field of [
      'salary_yearly_usd',
      'remote_eligibility',
      'open_to',
      'apply_url',
      'attribution',
      'source_type',
      'search_engines',
      'sample',
    ] as const)
      delete old[field];
    expect(documentToJob(old as JobDocument)).toMatchObject({
      salaryYearlyUsd: null,
      applyUrl: null,
      sample: false,
      source: { name: 'Dataflow careers' },
    });
  });

  it('marks each index it creates with the version of its mapping', () => {
    expect(JOB_INDEX_MAPPINGS._meta).toEqual({ mapping_version: MAPPING_VERSION });
    expect(JOB_INDEX_MAPPINGS.properties).toBe(JOB_MAPPINGS.properties);
    expect(MAPPING_VERSION).toMatch(/^[0-9a-f]{16}$/);
  });

  it("copies every word into the gathered fields, but alerts' stored queries see each field on its own", () => {
    const copies = (field: { copy_to?: string[] }) => field.copy_to ?? [];
    const p = JOB_MAPPINGS.properties!;
    expect(copies(p.title as object)).toContain('everything');
    expect(copies(p.description as object)).toEqual(['everything']);
    expect(copies(p.company as object)).toEqual(expect.arrayContaining(['company_tags', 'everything']));
    expect(JSON.stringify(STORED_QUERY_PROPERTIES)).not.toMatch(/company_tags|everything/);
    expect(copies(STORED_QUERY_PROPERTIES.title as object)).toEqual(['vocabulary']);
  });

  it('a job without coordinates has no geo point; without tags, the tag fallback', () => {
    const doc = toDocument({ ...row, latitude: null, longitude: null, tags: null });
    expect(doc.geo).toBeNull();
    expect(documentToJob(doc).tags).toEqual([{ name: 'Full Time', color: 'green' }]);
  });
});
