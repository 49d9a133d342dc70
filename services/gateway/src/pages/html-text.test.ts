import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToPlainText, jsonForScript, truncateText } from './html-text.js';

describe('html text', () => {
  it('reads the text a person sees: blocks apart, entities decoded, scripts and styles dropped', () => {
    expect(htmlToPlainText('<h3>Role</h3><p>Build &amp; ship&nbsp;fast.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Role Build & ship fast. One Two',
    );
    expect(htmlToPlainText('<p>Hi</p><script>alert("x")</script><style>p{}</style><!-- note -->there')).toBe(
      'Hi there',
    );
    expect(htmlToPlainText('Caf&#233; &#x2014; &lt;b&gt;')).toBe('Café — <b>');
    expect(htmlToPlainText('<p>R&eacute;sum&eacute; &amp; caf&eacute; &ndash; &Uuml;ber &hellip;</p>')).toBe(
      'Résumé & café – Über …',
    );
  });

  it('escapes text for elements and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that cannot close its script element', () => {
    const json = jsonForScript({ title: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><!-- & \u2028' });
  });

  it('cuts at a character count without splitting an emoji or ending in a space', () => {
    expect(truncateText('ab cd', 3)).toBe('ab');
    expect(truncateText('😀😀😀', 2)).toBe('😀😀');
    expect(truncateText('short', 150)).toBe('short');
  });
});
