// A job's description as a card shows it: plain text (HTML parsed by htmlparser2, entities
// decoded, scripts and styles dropped), spaces collapsed, cut at a word. Search and list
// answers carry this instead of the whole description.
import { Parser } from 'htmlparser2';

/** The API allows 300; a card shows 150, so 200 keeps a 20-job page light with room to spare. */
export const SNIPPET_CHARS = 200;
/** Enough of a description's HTML to find its first 300 characters of text. */
export const SNIPPET_SOURCE_CHARS = 20_000;

const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
]);

export function plainSnippet(html: string, max: number = SNIPPET_CHARS): string {
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (BLOCK.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCK.has(name)) text += ' ';
      },
      ontext(data) {
        if (hidden > 0) return;
        text += data;
        // Enough text for the snippet: the rest of the description is not read.
        if (text.length > max * 2) parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html.slice(0, SNIPPET_SOURCE_CHARS));
  parser.end();
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // Cut at the last space that leaves room for the ellipsis, or mid-word for one long word.
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
