import { ZSearchRequest, type SearchRequestInput } from '@highpay/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildSearchBody,
  clauseQuery,
  correctionSuggesters,
  COVERAGE,
  HEAD_COVERAGE,
  LEVEL_COVERAGE,
  LONE_HEAD_COVERAGE,
  TITLED_COVERAGE,
  locationQuery,
  EACH_FIELD,
  FIELD_WEIGHTS,
  GATHERED_FIELDS,
  PHRASE_BOOST,
  textQuery,
  typoCandidates,
} from './engine-query.js';
import { parseQuery } from './query.parser.js';

const NONE = new Map<string, string[]>();
const body = (req: SearchRequestInput, location?: Parameters<typeof buildSearchBody>[1]) =>
  buildSearchBody(ZSearchRequest.parse(req), location, NONE);
const json = (value: unknown) => JSON.stringify(value);

describe('Elasticsearch query for the words people type', () => {
  it('a word is looked for with English stemming in title, company, tags and description', () => {
    const q = clauseQuery(
      { words: ['engineers'], negated: false, prefix: false },
      ['title', 'company', 'tags.name', 'description'],
      null,
    );
    expect(q).toEqual({
      bool: {
        should: [
          { match: { title: 'engineers' } },
          { match: { company: 'engineers' } },
          { match: { 'tags.name': 'engineers' } },
          { match: { description: 'engineers' } },
        ],
        minimum_should_match: 1,
      },
    });
  });

  it('the last word is also a prefix: edge n-grams on short fields, a prefix query on the description', () => {
    const q = json(clauseQuery({ words: ['devel'], negated: false, prefix: true }, ['title', 'description'], null));
    expect(q).toContain(json({ match: { 'title.prefix': 'devel' } }));
    expect(q).toContain(json({ prefix: { 'description.plain': 'devel' } }));
  });

  it('a word with corrections matches them too, as typed words (stemmed, and prefixes while typing)', () => {
    const typos = new Map([['enginr', ['engine', 'enginee']]]);
    const q = json(clauseQuery({ words: ['enginr'], negated: false, prefix: true }, ['title'], typos));
    for (const word of ['enginr', 'engine', 'enginee']) {
      expect(q).toContain(json({ match: { title: word } }));
      expect(q).toContain(json({ match: { 'title.prefix': word } }));
    }
    expect(q).not.toContain('fuzziness');
  });

  it('a stored alert query, fuzzy: words of five letters or more may carry one typo, shorter ones may not', () => {
    const fuzzy = json(clauseQuery({ words: ['enginer'], negated: false, prefix: false }, ['title'], 'fuzzy'));
    expect(fuzzy).toContain(
      json({ match: { 'title.plain': { query: 'enginer', fuzziness: 1, prefix_length: 1, max_expansions: 10 } } }),
    );
    expect(json(clauseQuery({ words: ['nrse'], negated: false, prefix: false }, ['title'], 'fuzzy'))).not.toContain(
      'fuzziness',
    );
  });

  it('corrections are looked up for bare words of five letters or more, in the vocabulary or its prefixes', () => {
    const { words, prefixes } = typoCandidates(parseQuery('senior "data engineer" rust -manager develpr'), false);
    expect(words).toEqual(['senior', 'develpr']);
    expect(correctionSuggesters(words, prefixes)).toEqual({
      w0: {
        text: 'senior',
        term: {
          field: 'vocabulary',
          suggest_mode: 'missing',
          max_edits: 1,
          prefix_length: 0,
          min_word_length: 5,
          size: 3,
        },
      },
      w1: expect.objectContaining({ text: 'develpr', term: expect.objectContaining({ field: 'vocabulary.prefix' }) }),
    });
  });

  it('a "quoted phrase" is a phrase query, never fuzzy or a prefix', () => {
    const q = clauseQuery(
      { words: ['product', 'manager'], negated: false, prefix: false },
      ['title', 'description'],
      'fuzzy',
    );
    expect(q).toEqual({
      bool: {
        should: [{ match_phrase: { title: 'product manager' } }, { match_phrase: { description: 'product manager' } }],
        minimum_should_match: 1,
      },
    });
  });

  it('a seniority beside a role finds nothing alone and adds as much as a unit of the role in the title', () => {
    const text = textQuery(parseQuery('senior ios engineer'), NONE, GATHERED_FIELDS, true)!;
    expect(text.units).toHaveLength(2);
    expect(json(text.units)).not.toContain('senior');
    expect(json(text.levels)).toContain('senior');
    const filter = json(body({ query: 'senior ios engineer' })!.query);
    expect(filter).toContain(`"boost":${LEVEL_COVERAGE}`);
    // The rubric grades the role at another level and a related role at the level alike.
    expect(LEVEL_COVERAGE).toBe(TITLED_COVERAGE);
  });

  it('beside other units, a span of several words also finds its words apart, but only as a span in a title', () => {
    const text = textQuery(parseQuery('product designer figma'), NONE, GATHERED_FIELDS, true)!;
    expect(json(text.units[0])).toContain('"must":[{"bool":{"should":[{"match":');
    expect(json(text.titled[0])).not.toContain('"must"');
    expect(json(textQuery(parseQuery('product designer'), NONE, GATHERED_FIELDS, true)!.units[0])).not.toContain(
      '"must"',
    );
  });

  it('-word goes to must_not and is not fuzzy', () => {
    const text = textQuery(parseQuery('engineer -senior'), 'fuzzy', EACH_FIELD, false)!;
    expect(text.mustNot).toHaveLength(1);
    expect(json(text.mustNot)).toContain(json({ match: { title: 'senior' } }));
    expect(json(text.mustNot)).not.toContain('fuzziness');
  });

  it('relevance is field-weighted: a word in the title above tags, tags above company, company above the description', () => {
    const text = textQuery(parseQuery('kafka '), NONE, EACH_FIELD, false)!;
    const [unit] = (text.score as { bool: { should: Array<{ dis_max: { queries: unknown[] } }> } }).bool.should;
    expect(unit!.dis_max.queries).toEqual([
      { match: { title: { query: 'kafka', boost: FIELD_WEIGHTS.title } } },
      { match: { 'tags.name': { query: 'kafka', boost: FIELD_WEIGHTS.tags } } },
      { match: { company: { query: 'kafka', boost: FIELD_WEIGHTS.company } } },
      { match: { description: { query: 'kafka', boost: FIELD_WEIGHTS.description } } },
    ]);
    expect(FIELD_WEIGHTS.title).toBeGreaterThan(FIELD_WEIGHTS.tags);
    expect(FIELD_WEIGHTS.tags).toBeGreaterThan(FIELD_WEIGHTS.company);
    expect(FIELD_WEIGHTS.company).toBeGreaterThan(FIELD_WEIGHTS.description);
  });

  it('a typo correction scores less than the word as typed; several words also score as a phrase in the title', () => {
    const corrected = json(textQuery(parseQuery('kafkaa'), new Map([['kafkaa', ['kafka']]]), EACH_FIELD, false)!.score);
    expect(corrected).toContain(json({ match: { title: { query: 'kafkaa', boost: FIELD_WEIGHTS.title } } }));
    expect(corrected).toMatch(/"title":\{"query":"kafka","boost":1\.2/);
    const phrase = json(textQuery(parseQuery('data engineer'), NONE, EACH_FIELD, false)!.score);
    expect(phrase).toContain(
      json({ match_phrase: { title: { query: 'data engineer', boost: PHRASE_BOOST.title, slop: 1 } } }),
    );
  });

  it('with synonyms, a known span is one unit found by any of its alternatives, never inside a false friend', () => {
    const text = textQuery(parseQuery('golang developer'), NONE, GATHERED_FIELDS, true)!;
    expect(text.units).toHaveLength(2);
    expect(json(text.units[0])).toContain(
      json({ match: { everything: { query: 'golang', analyzer: 'english_synonyms', operator: 'and' } } }),
    );
    expect(json(text.units[0])).toContain(json({ match_phrase: { everything: 'go to market' } }));
    expect(json(textQuery(parseQuery('front end developer'), NONE, GATHERED_FIELDS, true)!.units[0])).toContain(
      '"query":"front end"',
    );
    // Without synonyms (a stored alert query) each word stands alone, as typed.
    expect(json(textQuery(parseQuery('golang'), NONE, EACH_FIELD, false)!.units)).not.toContain('english_synonyms');
  });

  it('on the gathered fields a word is one lookup wherever it may be, two as the word being typed', () => {
    const text = textQuery(parseQuery('kafka devel'), NONE, GATHERED_FIELDS, false)!;
    expect(text.units).toEqual([
      { match: { everything: 'kafka' } },
      {
        bool: {
          should: [{ match: { everything: 'devel' } }, { match: { 'everything.prefix': 'devel' } }],
          minimum_should_match: 1,
        },
      },
    ]);
    // The word being typed filters by its beginning but scores only as a whole word.
    expect(json(text.score)).not.toContain('.prefix');
    // Fuzzy matching (alerts' stored queries) needs each field's unstemmed words.
    expect(json(textQuery(parseQuery('kafkaa'), 'fuzzy', GATHERED_FIELDS, false)!.units)).toContain(
      '"description.plain"',
    );
  });

  it('stop words are ignored like PostgreSQL ignores them; only stop words, punctuation or exclusions find nothing', () => {
    expect(json(textQuery(parseQuery('manager of the'), NONE, EACH_FIELD, false)!.units)).not.toMatch(/"of"|"the"/);
    expect(body({ query: 'the' })).toBeNull();
    expect(body({ query: '!!! & | ( ) : * <-> "' })).toBeNull();
    expect(body({ query: '-senior' })).toBeNull();
  });
});

describe('Elasticsearch search body', () => {
  it('with text: filter on the words, score by relevance times freshness, then newest first; 20 a page with an exact total', () => {
    const b = body({ query: 'kafka', page: 3 })!;
    expect(b.sort).toEqual([
      { _score: { order: 'desc' } },
      { posted_at: { order: 'desc' } },
      { id: { order: 'desc' } },
    ]);
    expect(b.from).toBe(40);
    expect(b.size).toBe(20);
    expect(b.track_total_hits).toBe(10_000);
    const bool = (b.query as { bool: { filter: unknown[]; should: unknown[] } }).bool;
    expect(bool.filter).toHaveLength(1);
    // One word: its relevance times freshness, and only the coverage of the word in the title,
    // company or tags (every match holds the word), and as the head of the title.
    expect(bool.should).toHaveLength(3);
    expect(json(bool.should[0])).toContain('"gauss":{"posted_at"');
    expect(bool.should[1]).toEqual({ constant_score: { filter: expect.anything(), boost: TITLED_COVERAGE } });
    expect(json(bool.should[1])).not.toContain('description');
    expect(bool.should[2]).toEqual({
      constant_score: {
        filter: { match_phrase: { title_head: { query: 'kafka zzend', analyzer: 'english_synonyms' } } },
        boost: HEAD_COVERAGE,
      },
    });
  });

  it('with several units: any one finds a job, each one held adds COVERAGE outside the freshness decay', () => {
    // Two words the synonym list leaves apart ("staff nurse" is one span, a registered nurse).
    const b = body({ query: 'night nurse', location: '' })!;
    const bool = (b.query as { bool: { filter: unknown[]; should: Array<Record<string, unknown>> } }).bool;
    expect(bool.filter).toEqual([
      { bool: { should: [expect.anything(), expect.anything()], minimum_should_match: 1 } },
    ]);
    expect(bool.should).toHaveLength(8);
    expect(bool.should[0]).toHaveProperty('function_score');
    expect(bool.should.slice(1)).toEqual([
      { constant_score: { filter: expect.anything(), boost: COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: TITLED_COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: TITLED_COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: HEAD_COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: LONE_HEAD_COVERAGE } },
      { constant_score: { filter: expect.anything(), boost: LONE_HEAD_COVERAGE } },
    ]);
    // "night nurse" ending a head ranks a night nurse above one whose head is "nurse" alone.
    expect(json(bool.should[5])).toContain('"night nurse zzend"');
    expect(json(bool.should[7])).toContain('"nurse zzend"');
    expect(json(bool.should[1])).toContain('"night"');
    expect(json(bool.should[2])).toContain('"nurse"');
    // Anywhere for coverage; only the title, company and tags for the lesser one.
    expect(json(bool.should[2])).toContain('description');
    expect(json(bool.should[4])).toContain('"nurse"');
    expect(json(bool.should[4])).not.toContain('description');
  });

  it('without text: everything, newest first, no scoring', () => {
    const b = body({})!;
    expect(b.query).toEqual({ match_all: {} });
    expect(b.sort).toEqual([{ posted_at: { order: 'desc' } }, { id: { order: 'desc' } }]);
  });

  it('sorts by date, company and yearly pay in USD (jobs without salary last), newest first on ties', () => {
    expect(body({ query: 'x', sort: 'date' })!.sort).toEqual([
      { posted_at: { order: 'desc' } },
      { id: { order: 'desc' } },
    ]);
    expect(body({ query: 'x', sort: 'company' })!.sort).toEqual([
      { 'company.keyword': { order: 'asc' } },
      { posted_at: { order: 'desc' } },
      { id: { order: 'desc' } },
    ]);
    expect(body({ sort: 'salary' })!.sort).toEqual([
      { salary_yearly_usd: { order: 'desc', missing: '_last', unmapped_type: 'integer' } },
      { posted_at: { order: 'desc' } },
      { id: { order: 'desc' } },
    ]);
    // A text search sorted by date needs no scores.
    expect((body({ query: 'x', sort: 'date' })!.query as { bool: { should?: unknown } }).bool.should).toBeUndefined();
  });

  it('filters category through CATEGORY_FILTERS, work setting, job types', () => {
    const filter = (
      body({ category: 'Technology', workSetting: 'remote', jobTypes: ['Contract'] })!.query as {
        bool: { filter: unknown[] };
      }
    ).bool.filter;
    expect(filter).toEqual([
      { terms: { category: ['development', 'engineering'] } },
      { term: { work_setting: 'remote' } },
      { terms: { job_type: ['Contract'] } },
    ]);
    expect((body({ sourceType: 'employer' })!.query as { bool: { filter: unknown[] } }).bool.filter).toEqual([
      { term: { source_type: 'employer' } },
    ]);
  });

  it('a salary floor keeps jobs without a salary unless the user asks', () => {
    const keep = (body({ salaryMin: 100_000 })!.query as { bool: { filter: unknown[] } }).bool.filter[0];
    expect(keep).toEqual({
      bool: {
        should: [
          { range: { salary_yearly_usd: { gte: 100_000 } } },
          { bool: { must_not: [{ exists: { field: 'salary_yearly_usd' } }] } },
        ],
        minimum_should_match: 1,
      },
    });
    const required = (body({ salaryMin: 100_000, salaryRequired: true })!.query as { bool: { filter: unknown[] } }).bool
      .filter[0];
    expect(required).toEqual({ range: { salary_yearly_usd: { gte: 100_000 } } });
  });

  it('remote jobs open to a country: remote, and open to that country or to any', () => {
    const filter = (body({ openTo: 'de' })!.query as { bool: { filter: unknown[] } }).bool.filter;
    expect(filter).toEqual([{ term: { work_setting: 'remote' } }, { terms: { open_to: ['*', 'DE'] } }]);
  });
});

describe('Elasticsearch location filter', () => {
  const austin = { lat: 30.2672, lon: -97.7431 };

  it('a city reaches 25 miles around its center, or matches the city by name', () => {
    expect(locationQuery({ filter: { kind: 'city', city: 'Austin', state: 'TX' }, center: austin })).toEqual({
      bool: {
        should: [
          { geo_distance: { distance: '25mi', geo: austin } },
          { bool: { filter: [{ term: { city: 'austin' } }, { term: { state: 'TX' } }] } },
        ],
        minimum_should_match: 1,
      },
    });
  });

  it('a city we cannot place matches by name only', () => {
    expect(locationQuery({ filter: { kind: 'city', city: 'Nowhere', state: 'ZZ' } })).toEqual({
      bool: { filter: [{ term: { city: 'nowhere' } }, { term: { state: 'ZZ' } }] },
    });
  });

  it('a ZIP code reaches 25 miles, a state matches its code, other text matches the location, wildcards escaped', () => {
    expect(json(locationQuery({ filter: { kind: 'zip', zip: '78701' }, center: austin }))).toContain(
      json({ term: { zip: '78701' } }),
    );
    expect(locationQuery({ filter: { kind: 'state', state: 'TX' } })).toEqual({ term: { state: 'TX' } });
    expect(locationQuery({ filter: { kind: 'text', text: 'Remote*?' } })).toEqual({
      wildcard: { location: { value: '*remote\\*\\?*', case_insensitive: true } },
    });
  });
});
