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

  // How fast it reads one is measured by bench/snippet.bench.ts.
  it('reads a 2 MB description and still answers at most 200 characters of its text', () => {
    const huge = `<div>${'<p>Build systems that scale. </p>'.repeat(70_000)}</div>`;
    expect(huge.length).toBeGreaterThan(2_000_000);
    const snippet = plainSnippet(huge);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS);
    expect(snippet.startsWith('Build systems that scale. Build systems that scale.')).toBe(true);
  });
});
