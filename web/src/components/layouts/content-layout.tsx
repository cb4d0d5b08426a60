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
