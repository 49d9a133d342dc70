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
    !frame.mediaChildren.length,
};

/** Safe HTML for the job page. `escaped` for feeds that send HTML as entities (Greenhouse's `content`). */
export function sanitizeDescription(html: string, options: { escaped?: boolean } = {}): string {
  const source = options.escaped ? decodeHTML(html) : html;
  return resolveDivs(sanitizeHtml(source, OPTIONS))
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The most of a description the board stores, in UTF-8 bytes: a page, not a book. */
export const DESCRIPTION_MAX_BYTES = 100 * 1024;
// Room left under the cap for the end tags that close what a cut leaves open.
const CLOSING_ROOM = 1024;
const BLOCK_END = /<\/(?:p|ul|ol|li|h[3-6]|blockquote)>|<br\s*\/?>/g;

/**
 * Safe HTML cut to at most `maxBytes`, at the end of the last block (paragraph, item,
 * heading) that fits, with the elements left open closed again; `cut` says whether it was.
 */
export function capDescription(html: string, maxBytes = DESCRIPTION_MAX_BYTES): { html: string; cut: boolean } {
  if (Buffer.byteLength(html) <= maxBytes) return { html, cut: false };
  // A character split by the byte limit decodes as U+FFFD at the very end: cut before it anyway.
  const head = Buffer.from(html)
    .subarray(0, Math.max(0, maxBytes - CLOSING_ROOM))
    .toString('utf8');
  let end = 0;
  for (const match of head.matchAll(BLOCK_END)) end = match.index + match[0].length;
  if (end === 0) {
    // No block ends in the first part: cut before a tag left unfinished, then at a word.
    const openTag = head.lastIndexOf('<') > head.lastIndexOf('>') ? head.lastIndexOf('<') : head.length;
    end = Math.max(0, head.slice(0, openTag).search(/\s\S*$/));
  }
  return { html: sanitizeHtml(head.slice(0, end), OPTIONS).trim(), cut: true };
}

const DIV_TAG = /(<\/?div>)/;
const BLOCK = /<(?:p|ul|ol|li|h[3-6]|blockquote)\b/;

/**
 * Feeds use divs as paragraphs (Lever) and as wrappers (Greenhouse): a div holding no block
 * becomes a paragraph, one holding blocks (a div inside counts) gives way to them, so no
 * paragraph ends up inside another. One pass over the div tags, each div closed innermost
 * first; the sanitized markup is well formed, but an unmatched tag would stay as it is.
 */
function resolveDivs(html: string): string {
  let div = { html: '', hasBlock: false };
  const outer: (typeof div)[] = [];
  for (const part of html.split(DIV_TAG)) {
    if (part === '<div>') {
      outer.push(div);
      div = { html: '', hasBlock: false };
    } else if (part === '</div>' && outer.length > 0) {
      const resolved = div.hasBlock ? div.html : `<p>${div.html}</p>`;
      div = outer.pop()!;
      div.html += resolved;
      div.hasBlock = true;
    } else {
      div.html += part;
      div.hasBlock ||= BLOCK.test(part);
    }
  }
  for (let parent = outer.pop(); parent; parent = outer.pop()) {
    parent.html += `<div>${div.html}`;
    div = parent;
  }
  return div.html;
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
