// Job descriptions come from other sites: only an allow-list of text markup survives
// (headings, paragraphs, lists, emphasis, http/https/mailto links), through sanitize-html.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  // div only for the first pass: resolveDivs turns each into a paragraph or unwraps it.
  allowedTags: [
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
    'div',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Their text is code or chrome, not description.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'select', 'button'],
  transformTags: {
    // The job page has its own h1 and h2.
    h1: 'h3',
    h2: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer ugc', target: '_blank' }),
  },
  exclusiveFilter: (frame) =>
    ['p', 'li', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i'].includes(frame.tag) &&
    !frame.text.trim() &&
    !frame.mediaChildren.length &&
    frame.tag !== 'br',
};

/** Safe HTML for the job page. `escaped` for feeds that send HTML as entities (Greenhouse's `content`). */
export function sanitizeDescription(html: string, options: { escaped?: boolean } = {}): string {
  const source = options.escaped ? decodeHTML(html) : html;
  return resolveDivs(sanitizeHtml(source, OPTIONS))
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const INNERMOST_DIV = /<div>((?:(?!<\/?div>)[^])*)<\/div>/;
const BLOCK = /<(?:p|ul|ol|li|h[3-6]|blockquote)\b/;

/**
 * Feeds use divs as paragraphs (Lever) and as wrappers (Greenhouse): innermost first, a div
 * holding no block becomes a paragraph, one holding blocks gives way to them, so no
 * paragraph ends up inside another. The sanitized markup is well formed, so this is exact.
 */
function resolveDivs(html: string): string {
  let out = html;
  for (let m = INNERMOST_DIV.exec(out); m; m = INNERMOST_DIV.exec(out)) {
    const inner = m[1]!;
    out = out.slice(0, m.index) + (BLOCK.test(inner) ? inner : `<p>${inner}</p>`) + out.slice(m.index + m[0].length);
  }
  return out;
}

/** Plain text of some HTML, a line per block, for the parsers that read a description. */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|ul|ol|blockquote)>/gi, '$&\n');
  const text = decodeHTML(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A plain-text description (Lever's lists, a feed without HTML) as paragraphs. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
