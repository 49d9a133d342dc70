// Text out of HTML and text into HTML, for what the gateway writes into pages by itself
// (the job page's head, sitemap.xml). No DOM on the server: small, strict string rules;
// entities are decoded by `entities`, with every named entity HTML knows.
import { decodeHTML } from 'entities';

/** Elements whose content is not text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre)\b[^>]*>/gi;

/** The text a reader of this HTML sees, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeHTML(text).replace(/\s+/g, ' ').trim();
}

/** Safe as element text and as a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON that can sit inside <script>: no '<' (so no '</script>' or '<!--'), no '>' or '&',
 * and no U+2028/U+2029, which older parsers read as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first `length` characters (code points, so no emoji is cut in half), not ending in a space. */
export function truncateText(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? chars.slice(0, length).join('').trimEnd() : text;
}
