import { describe, expect, it } from 'vitest';
import { ZIngestSource } from '../sources/ingest-source.js';
import { completeJob, type JobDraft } from './job-draft.js';

const source = ZIngestSource.parse({ connector: 'greenhouse', name: 'test', board: 'acme' });

function settingOf(draft: Partial<JobDraft> & { locationText?: string | null }): string {
  const done = completeJob(
    {
      sourceId: '1',
      title: 'Platform Engineer',
      company: 'Acme',
      url: 'https://jobs.example.com/1',
      locationText: null,
      descriptionHtml: '<p>We build tools.</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      ...draft,
    },
    source,
  );
  return 'skip' in done ? `skipped: ${done.skip}` : done.workSetting;
}

describe('work setting', () => {
  it("is read from the description's own words when the title and location say nothing", () => {
    expect(settingOf({ descriptionHtml: '<p>Hybrid: three days a week in our Boston office.</p>' })).toBe('hybrid');
    expect(settingOf({ descriptionHtml: '<p>We are remote-first.</p>' })).toBe('remote');
    expect(settingOf({ descriptionHtml: '<p>You will be in office 3 days.</p>' })).toBe('hybrid');
    expect(settingOf({ descriptionHtml: '<p>This role is on-site only.</p>' })).toBe('on-site');
  });

  it('takes the title and the location first', () => {
    const hybridText = '<p>Hybrid: three days a week in our Boston office.</p>';
    expect(settingOf({ title: 'Remote Platform Engineer', descriptionHtml: hybridText })).toBe('remote');
    expect(settingOf({ locationText: 'Remote - US', descriptionHtml: hybridText })).toBe('remote');
  });

  it('stays on-site when nothing says otherwise', () => {
    expect(settingOf({ descriptionHtml: '<p>We offer a 401(k) match.</p>' })).toBe('on-site');
  });
});
