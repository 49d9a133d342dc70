// The job list's states as the HTML a user gets (rendered without a browser).
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JobList } from './job-list';

const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('job list', () => {
  it("shows 'Loading jobs...' while loading", () => {
    expect(text(render(<JobList isLoading jobs={[]} />))).toBe('Loading jobs...');
  });

  it('says no jobs were found, and what to try, for an empty list', () => {
    expect(text(render(<JobList jobs={[]} />))).toBe(
      'No jobs found Try adjusting your filters or check back later for new opportunities.',
    );
  });

  it('shows one placeholder job when given no jobs and not loading', () => {
    const html = render(<JobList />);
    expect(text(html)).toContain('Senior Full-Stack Engineer Company Name Location: Anywhere Job type: Full Time');
    expect(html).toContain('href="#"');
    expect(html).toContain('target="_blank"');
    expect(html.match(/<article/g)).toHaveLength(1);
  });
});
