import { describe, expect, it } from 'vitest';
import { applyUrlOf, remoteText, roleOf, similarJobsLinks } from './job-facts';

const eligibility = (label: string) => ({ anywhere: false, countries: [], regions: [], utcOffsets: null, label });

describe('job facts', () => {
  it("says who may take a remote job: 'Remote · US only', 'Remote · Anywhere', or just 'Remote'", () => {
    expect(remoteText({ workSetting: 'remote', remoteEligibility: eligibility('US only') })).toBe('Remote · US only');
    expect(remoteText({ workSetting: 'remote', remoteEligibility: eligibility('Anywhere') })).toBe('Remote · Anywhere');
    expect(remoteText({ workSetting: 'remote', remoteEligibility: eligibility('Remote') })).toBe('Remote');
    expect(remoteText({ workSetting: 'remote', remoteEligibility: null })).toBe('Remote');
    expect(remoteText({ workSetting: 'on-site', remoteEligibility: null })).toBeNull();
  });

  it("applies on the employer's form when the feed names one, else on the posting", () => {
    expect(applyUrlOf({ url: 'https://a.test/job', applyUrl: 'https://a.test/apply' })).toBe('https://a.test/apply');
    expect(applyUrlOf({ url: 'https://a.test/job', applyUrl: null })).toBe('https://a.test/job');
    expect(applyUrlOf({ url: '', applyUrl: null })).toBeNull();
  });

  it('finds similar jobs by the role without its level, so a search does not narrow to one level', () => {
    expect(roleOf('Lead Payments Engineer')).toBe('Payments Engineer');
    expect(roleOf('Senior Software Engineer (Remote, US)')).toBe('Software Engineer');
    expect(roleOf('Sr. Data Analyst - Growth')).toBe('Data Analyst');
    expect(roleOf('Staff C++ Engineer, Compilers')).toBe('C++ Engineer');
    expect(roleOf('Lead')).toBe('');
    expect(
      similarJobsLinks({ title: 'Senior Nurse Practitioner', category: 'healthcare', workSetting: 'remote' }),
    ).toEqual([
      { to: '/search?q=Nurse+Practitioner&workSetting=remote', label: 'Search open remote “Nurse Practitioner” jobs' },
      { to: '/categories/healthcare', label: 'Browse the newest Healthcare jobs' },
    ]);
  });
});
