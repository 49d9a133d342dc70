import { describe, expect, it } from 'vitest';
import { capDescription, DESCRIPTION_MAX_BYTES, htmlToText, sanitizeDescription } from './description-sanitizer.js';

const HOSTILE = `<h1 onclick="x()">About</h1><script>alert(1)</script><style>p{}</style>
<p style="color:red" onmouseover="y()">Hello <span>world</span></p>
<img src="https://tracker.example/p.gif"><iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="card"><button>Send</button></form>
<a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a> <a href="mailto:jobs@ok.example">mail</a>`;

describe('job descriptions from feeds', () => {
  it('keep headings, paragraphs, lists, emphasis and http, https and mailto links', () => {
    const html = sanitizeDescription('<h2>Role</h2><p>We <em>ship</em> <strong>fast</strong>.</p><ul><li>Go</li></ul>');
    expect(html).toBe('<h3>Role</h3><p>We <em>ship</em> <strong>fast</strong>.</p><ul><li>Go</li></ul>');
  });

  it('lose scripts, styles, forms, inputs, iframes, event handlers, inline styles and remote images', () => {
    const html = sanitizeDescription(HOSTILE);
    for (const banned of [
      '<script',
      '<style',
      'alert',
      '<form',
      '<input',
      '<button',
      '<iframe',
      '<img',
      'onclick',
      'onmouseover',
      'style=',
      'javascript:',
    ]) {
      expect(html, banned).not.toContain(banned);
    }
    expect(html).toContain(
      '<a href="https://ok.example" rel="nofollow noopener noreferrer ugc" target="_blank">ok</a>',
    );
    expect(html).toContain('href="mailto:jobs@ok.example"');
    expect(html).toContain('<p>Hello world</p>');
  });

  it('decode Greenhouse’s escaped HTML once, then sanitize it', () => {
    expect(
      sanitizeDescription('&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;', { escaped: true }),
    ).toBe('<p>Tom &amp; Jerry</p>');
  });

  it('turn divs into paragraphs without nesting a paragraph in another', () => {
    expect(sanitizeDescription('<div><p>One</p><div>Two</div></div><div>Three</div>')).toBe(
      '<p>One</p><p>Two</p><p>Three</p>',
    );
  });

  it('turn thousands of nested div paragraphs into paragraphs', () => {
    // How fast is measured by bench/hostile-text.bench.ts, with a tenth of this text beside it.
    const html = sanitizeDescription(`<div>${'<div>Line</div>'.repeat(20_000)}</div>`);
    expect(html).toBe('<p>Line</p>'.repeat(20_000));
  });

  it('read as plain text with a line per block', () => {
    expect(htmlToText('<p>Pay: $120k &ndash; $150k</p><ul><li>US only</li></ul>')).toBe('Pay: $120k – $150k\nUS only');
  });
});

describe('a description over 100 KB', () => {
  it('is cut at the end of a block, with the list it was in closed again, and says so', () => {
    const item = '<li>Ship reliable systems with <strong>care</strong> and tests, every día.</li>';
    const html = `<p>Intro</p><ul>${item.repeat(5_000)}</ul><p>The end</p>`;
    const { html: capped, cut } = capDescription(html);
    expect(cut).toBe(true);
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(DESCRIPTION_MAX_BYTES);
    expect(Buffer.byteLength(capped)).toBeGreaterThan(DESCRIPTION_MAX_BYTES - 2_000);
    expect(capped.startsWith('<p>Intro</p><ul><li>')).toBe(true);
    expect(capped.endsWith('</li></ul>')).toBe(true);
    expect(capped).not.toContain('The end');
  });

  it('one under the limit is kept whole', () => {
    const html = `<p>${'word '.repeat(1_000)}</p>`;
    expect(capDescription(html)).toEqual({ html, cut: false });
  });
});
