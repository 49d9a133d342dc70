// The frame of an ordinary page: sets the tab title and renders the page's h1.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PageProps {
  title: string;
  /** Defaults to the title. */
  heading?: string;
  lead?: ReactNode;
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

export function Page({ title, heading = title, lead, width = 'narrow', children }: PageProps) {
  useDocumentTitle(title);
  return (
    <article className={`container page page--${width}`}>
      <header className="page__header">
        <h1 className="page__title">{heading}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}
