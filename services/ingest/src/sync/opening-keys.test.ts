import { describe, expect, it } from 'vitest';
import { applyKeyOf, matchKeyOf } from './opening-keys.js';

const job = {
  company: 'Initrode, Inc.',
  title: 'Senior Data Engineer',
  workSetting: 'on-site' as const,
  city: 'Denver',
  state: 'CO',
  country: 'US',
  location: 'Denver, CO',
  remoteEligibility: null,
};

describe('apply keys', () => {
  it('one apply URL written two ways is one key: scheme, www, case of the host, slash, fragment and tracking go', () => {
    const a = applyKeyOf({
      url: 'https://x',
      applyUrl: 'https://www.Hooli.example/careers/csm/?utm_source=remoteok&ref=x#apply',
    });
    const b = applyKeyOf({ url: 'http://hooli.example/careers/csm', applyUrl: null });
    expect(a).toBe('hooli.example/careers/csm');
    expect(b).toBe(a);
  });

  it('keeps the parameters that name the posting, so two jobs on one careers page stay apart', () => {
    const one = applyKeyOf({ url: 'https://acme.example/careers?gh_jid=1&gh_src=abc', applyUrl: null });
    const two = applyKeyOf({ url: 'https://acme.example/careers?gh_jid=2', applyUrl: null });
    expect(one).toBe('acme.example/careers?gh_jid=1');
    expect(two).not.toBe(one);
  });

  it('the path keeps its case: some boards tell postings apart by it', () => {
    expect(applyKeyOf({ url: 'https://apply.workable.com/j/A1B2C3', applyUrl: null })).toBe(
      'apply.workable.com/j/A1B2C3',
    );
  });
});

describe('match keys', () => {
  it('company suffixes, case, punctuation and accents do not make two openings', () => {
    expect(matchKeyOf(job)).toBe('initrode|senior data engineer|denver co us');
    expect(matchKeyOf({ ...job, company: 'INITRODE', title: 'Senior  Data-Engineer' })).toBe(matchKeyOf(job));
    expect(matchKeyOf({ ...job, company: 'Café Ltd', title: 'Barista' })).toMatch(/^cafe\|barista\|/);
  });

  it('another city or another title is another opening', () => {
    expect(matchKeyOf({ ...job, city: 'Boston', state: 'MA' })).not.toBe(matchKeyOf(job));
    expect(matchKeyOf({ ...job, title: 'Data Engineer' })).not.toBe(matchKeyOf(job));
  });

  it('a remote job is placed by the countries it is open to', () => {
    const remote = {
      ...job,
      workSetting: 'remote' as const,
      city: null,
      state: null,
      location: 'Remote - US',
      remoteEligibility: { anywhere: false, countries: ['US'], regions: [], utcOffsets: null, label: 'US only' },
    };
    expect(matchKeyOf(remote)).toBe('initrode|senior data engineer|remote us');
    expect(matchKeyOf({ ...remote, location: 'United States (remote)' })).toBe(matchKeyOf(remote));
  });
});
