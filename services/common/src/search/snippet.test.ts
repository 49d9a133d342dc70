import { describe, expect, it } from 'vitest';
import { plainSnippet, SNIPPET_CHARS } from './snippet.js';

describe('plain snippet', () => {
  it('is the text a reader sees: no tags, scripts or styles, entities decoded, spaces collapsed', () => {
    const html =
      '<style>p{color:red}</style><h2>About&nbsp;us</h2><p>We build <b>fast</b> tools &amp; ship&#39;em.</p>' +
      '<script>alert(1)</script><ul><li>Rust</li><li>Go</li></ul>';
    expect(plainSnippet(html)).toBe("About us We build fast tools & ship'em. Rust Go");
  });

  it('is at most 200 characters, cut at a word, with an ellipsis', () => {
    const long = `<p>${'engineering '.repeat(200)}</p>`;
    const snippet = plainSnippet(long);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS);
    expect(snippet.endsWith('engineering…')).toBe(true);
    expect(plainSnippet('<p>Short.</p>')).toBe('Short.');
  });

  it('reads a 2 MB description quickly and still answers 300 characters', () => {
    const huge = `<div>${'<p>Build systems that scale. </p>'.repeat(70_000)}</div>`;
    expect(huge.length).toBeGreaterThan(2_000_000);
    const started = performance.now();
    expect(plainSnippet(huge).length).toBeLessThanOrEqual(SNIPPET_CHARS);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
