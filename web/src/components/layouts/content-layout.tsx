import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

type ContentLayoutProps = {
  title: string;
  /** Overrides the tab title when the heading is too long or too generic for it. */
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The frame of an ordinary page: its one h1, an optional lead line, then the content. */
export function ContentLayout({ title, documentTitle, lead, children }: ContentLayoutProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="container page">
      <div className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

type ContentSectionProps = {
  title: ReactNode;
  /** The heading's id, which then names the section (aria-labelledby). */
  headingId?: string;
  /** 'static-section' unless the section is laid out otherwise ('static-cta', …). */
  className?: string;
  children?: ReactNode;
};

/** A titled section of an ordinary page: an h2 in the pages' one heading style, then its content. */
export function ContentSection({
  title,
  headingId,
  className = 'static-section',
  children,
}: ContentSectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="static-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
