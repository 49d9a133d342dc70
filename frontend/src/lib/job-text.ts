// Plain text from a job's HTML description, for previews and the meta description.
/** Spec §9: the search page's preview and the job page's meta description use this many characters. */
export const DESCRIPTION_PREVIEW_CHARS = 150;

const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote|pre)\b[^>]*>/gi;

/** The description's text, whitespace collapsed. Parsing with DOMParser runs no script and loads nothing. */
export function plainTextOf(html: string): string {
  // Block boundaries become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = html.replace(BLOCK_TAG, ' ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The first 150 characters of a job's snippet (plain text already), with '...' when it was cut. */
export function descriptionPreview(snippet: string): string {
  const text = snippet.replace(/…$/, '');
  return text.length > DESCRIPTION_PREVIEW_CHARS || text !== snippet
    ? `${text.slice(0, DESCRIPTION_PREVIEW_CHARS).trimEnd()}...`
    : text;
}

/** The first 150 characters of the description's text: what search engines show under the title. */
export function metaDescriptionOf(html: string): string {
  return plainTextOf(html).slice(0, DESCRIPTION_PREVIEW_CHARS).trimEnd();
}
