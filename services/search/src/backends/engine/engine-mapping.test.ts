import { describe, expect, it } from 'vitest';
import {
  documentToJob,
  ENGLISH_STOP_WORDS,
  indexSettings,
  JOB_MAPPINGS,
  toDocument,
  type IndexedJobRow,
} from './engine-mapping.js';
import { toJob } from '../../shared/job-row.js';

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
  salary_annual_max: 176_800,
  version: '1763633472345',
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
    expect(p.salary_annual_max).toEqual({ type: 'integer' });
    expect(p.geo).toEqual({ type: 'geo_point' });
    expect((p.company as { fields: Record<string, unknown> }).fields.keyword).toEqual({ type: 'keyword' });
    expect(JOB_MAPPINGS.dynamic).toBe('strict');
  });

  it('a job read back from its document is the job PostgreSQL would answer', () => {
    const doc = toDocument(row);
    expect(doc.geo).toEqual({ lat: 30.2672, lon: -97.7431 });
    expect(doc.posted_at).toBe('2026-11-20T10:11:12.345Z');
    expect(documentToJob(JSON.parse(JSON.stringify(doc)) as typeof doc)).toEqual(toJob(row));
  });

  it('a job without coordinates has no geo point; without tags, the tag fallback', () => {
    const doc = toDocument({ ...row, latitude: null, longitude: null, tags: null });
    expect(doc.geo).toBeNull();
    expect(documentToJob(doc).tags).toEqual([{ name: 'Full Time', color: 'green' }]);
  });
});
