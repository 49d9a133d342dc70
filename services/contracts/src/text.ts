// Text the services store: PostgreSQL text cannot hold U+0000, and no person means one (it
// comes from pasted or extracted text, or from a hostile client), so it is dropped on parsing.

export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '');
}
