// Job descriptions come from feeds we do not control. Only text structure survives: headings,
// paragraphs, lists, emphasis and http(s)/mailto links. Everything else (style, forms,
// frames, images, SVG, event handlers, inline style) is dropped before React renders it.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'];
const ALLOWED_ATTR = ['href'];
const ALLOWED_URI_REGEXP = /^(?:https?|mailto):/i;

// An instance of our own, so its link hook touches no other sanitizing.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links leave the site in a new tab, and neither pass our page on nor vouch for the target.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** The description's HTML with nothing but the allowed tags and safe links. */
export function sanitizeJobDescription(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
