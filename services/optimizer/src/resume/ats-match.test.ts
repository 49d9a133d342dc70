import { describe, expect, it } from 'vitest';
import { optimizeLocally } from '../../test/support/memory.store.js';
import { SAMPLE_RESUME } from '../../test/support/sample-resume.js';
import { atsScore, keywordCoverage, keywordsForJobDescription } from './ats-match.js';
import { keywordsForTitle } from './skills.js';

describe('the ATS match report', () => {
  it('knows what a backend role screens for and which of it the resume shows', () => {
    const keywords = keywordsForTitle('Senior Backend Engineer');
    expect(keywords.slice(0, 4)).toEqual(['Python', 'Java', 'Go', 'Node.js']);
    const { matched, missing } = keywordCoverage(SAMPLE_RESUME, keywords);
    expect(matched).toEqual(expect.arrayContaining(['Python', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS']));
    expect(missing).toEqual(expect.arrayContaining(['Java', 'Go', 'Kafka']));
  });

  it('reads a skill named in the title itself ("React Developer")', () => {
    expect(keywordsForTitle('React Developer')[0]).toBe('React');
  });

  it('scores the rewrite higher than the original, on the same keywords, within 0–100', async () => {
    const keywords = keywordsForTitle('Senior Backend Engineer');
    const before = atsScore(SAMPLE_RESUME, keywords);
    const after = atsScore((await optimizeLocally(SAMPLE_RESUME, 'Senior Backend Engineer')).text, keywords);
    // What the sample resume scores on these 17 keywords: coverage, placement, sections, format.
    expect(before).toBe(53);
    expect(after).toBeLessThanOrEqual(100);
    expect(after).toBeGreaterThan(before);
  });

  it("reads a job description's keywords from its HTML, most mentioned first", () => {
    const html =
      '<p>We use <b>Go</b> and Kafka.</p><ul><li>Kafka streams</li><li>PostgreSQL &amp; Redis</li></ul><script>Java</script>';
    expect(keywordsForJobDescription(html)).toEqual(['Kafka', 'Go', 'PostgreSQL', 'Redis']);
  });

  it.each([
    ['50,000 characters of "<"', '<'.repeat(50_000)],
    ['thousands of opening script tags', '<script'.repeat(7_200)],
    ['thousands of script elements never closed', `${'<script>'.repeat(6_250)}Kafka`],
  ])('reads the keywords of a job description of %s in well under a second', (_label, html) => {
    const started = performance.now();
    keywordsForJobDescription(`<p>We use Kafka.</p>${html}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
