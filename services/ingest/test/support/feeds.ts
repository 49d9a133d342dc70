// Small feeds in each board's documented format, for tests that need the same opening on
// two boards or a feed that changes between runs.

export interface Posting {
  id: string;
  title: string;
  location: string;
  /** The posting's page; the apply URL where a board has one apart. */
  url: string;
  applyUrl?: string;
  description?: string;
  company?: string;
}

/** A posting on a Greenhouse board, at the page Greenhouse gives it. */
export function greenhousePosting(board: string, id: string, title: string, location: string): Posting {
  return { id, title, location, url: `https://boards.greenhouse.io/${board}/jobs/${id}` };
}

export function greenhouseFeed(postings: readonly Posting[]): unknown {
  return {
    jobs: postings.map((p) => ({
      id: Number(p.id),
      title: p.title,
      updated_at: '2026-11-20T10:00:00Z',
      first_published: '2026-11-20T10:00:00Z',
      location: { name: p.location },
      absolute_url: p.url,
      company_name: p.company ?? null,
      content: escape(`<p>${p.description ?? `Join us as ${p.title}.`}</p>`),
      departments: [],
      offices: [],
    })),
    meta: { total: postings.length },
  };
}

export function leverFeed(postings: readonly Posting[]): unknown {
  return postings.map((p) => ({
    id: p.id,
    text: p.title,
    categories: { location: p.location, commitment: 'Full-time' },
    createdAt: Date.parse('2026-11-19T10:00:00Z'),
    description: `<div>${p.description ?? `Join us as ${p.title}.`}</div>`,
    hostedUrl: p.url,
    applyUrl: p.applyUrl ?? `${p.url}/apply`,
  }));
}

export function remoteOkFeed(postings: readonly Posting[]): unknown {
  return [
    { legal: 'API terms of service: link back to Remote OK.' },
    ...postings.map((p) => ({
      id: p.id,
      date: '2026-11-21T10:00:00Z',
      company: p.company ?? 'Initech',
      position: p.title,
      tags: [],
      description: `<p>${p.description ?? `Join us as ${p.title}.`}</p>`,
      location: p.location,
      url: p.url,
      apply_url: p.applyUrl ?? p.url,
    })),
  ];
}

function escape(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
