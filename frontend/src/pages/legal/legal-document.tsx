// Shared frame of the long policy pages: a table of contents and numbered sections.
import type { ReactNode } from 'react';
import { Page } from '../../components/layout/page';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export const POLICIES_EFFECTIVE_DATE = 'November 22, 2026';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <Page title={title} lead={`Last updated: ${POLICIES_EFFECTIVE_DATE}`}>
      <div className="legal">
        <div className="legal__intro">{intro}</div>
        <nav className="legal__toc card" aria-label={`${title} contents`}>
          <h2 className="legal__toc-title">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="legal__section"
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </Page>
  );
}
