import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { StepLabel } from './pagination-step-label';

/** Spec §9: at most 5 page links, around the current page. */
export const MAX_PAGE_LINKS = 5;

/** The page numbers to link: a window of up to 5 around `current`, kept inside 1..last. */
export function pageWindow(current: number, last: number): number[] {
  const size = Math.min(MAX_PAGE_LINKS, last);
  const start = Math.min(Math.max(1, current - Math.floor(MAX_PAGE_LINKS / 2)), last - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

type PaginationProps = {
  page: number;
  lastPage: number;
  /** The navigation's accessible name. */
  label: string;
  /** The URL of a page: every control is a link, so paging works without JavaScript too. */
  hrefFor: (page: number) => string;
  /** Called with the page whose link the app followed (e.g. to bring the list into view). */
  onNavigate?: (page: number) => void;
};

type Control = {
  target: number;
  enabled: boolean;
  content: ReactNode;
  rel?: 'prev' | 'next';
  current?: boolean;
  name?: string;
};

/**
 * Previous, up to 5 numbered pages and Next; hidden when everything fits on one page. Only
 * pages between 1 and the last are offered (spec §5). The controls are links to each page's
 * own address (search results, a category list): the app follows them without a page load,
 * and without JavaScript they are ordinary links.
 */
export function Pagination({ page, lastPage, label, hrefFor, onNavigate }: PaginationProps) {
  if (lastPage <= 1) return null;

  const control = ({ target, enabled, content, rel, current, name }: Control) => {
    if (!enabled) {
      return (
        <span className="pagination__link pagination__link--disabled" aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <Link
        className="pagination__link"
        to={hrefFor(target)}
        rel={rel}
        aria-current={current ? 'page' : undefined}
        aria-label={name}
        onClick={onNavigate ? () => onNavigate(target) : undefined}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {control({
            target: page - 1,
            enabled: page > 1,
            content: <StepLabel direction="previous" />,
            rel: 'prev',
          })}
        </li>
        {pageWindow(Math.min(page, lastPage), lastPage).map((number) => (
          <li key={number}>
            {control({
              target: number,
              enabled: true,
              content: number,
              current: number === page,
              name: t('common.ui.pageNumber', { number: String(number) }),
            })}
          </li>
        ))}
        <li>
          {control({
            target: page + 1,
            enabled: page < lastPage,
            content: <StepLabel direction="next" />,
            rel: 'next',
          })}
        </li>
      </ul>
    </nav>
  );
}
